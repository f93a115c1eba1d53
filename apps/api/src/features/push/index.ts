export { deliverPush } from './deliver-push.js';
