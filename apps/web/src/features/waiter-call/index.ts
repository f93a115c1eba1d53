export { SeatedWaiterCall } from './seated-waiter-call';
