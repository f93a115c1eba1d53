export { CheckoutScreen } from './checkout-screen';
export { DeliveryPointScreen } from './delivery-point-screen';
export { PickupScreen } from './pickup-screen';
