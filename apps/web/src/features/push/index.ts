export { OrderPushToggle } from './order-push-toggle';
