export { deliverPush } from './deliver-push.js';
export { registerPushRoutes } from './push-routes.js';
export { vapidKeys } from './vapid-keys.js';
