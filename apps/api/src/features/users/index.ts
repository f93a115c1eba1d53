export { toUser } from './to-user.js';
export { findOrCreateUserByPhone } from './user-repository.js';
export { registerUserRoutes } from './user-routes.js';
