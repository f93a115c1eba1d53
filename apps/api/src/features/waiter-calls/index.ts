export { registerWaiterCallRoutes } from './waiter-call-routes.js';
