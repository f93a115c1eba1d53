export { orderIdParam } from './order-id-param';
export { OrderMapScreen } from './order-map-screen';
export { OrderScreen } from './order-screen';
export { OrdersScreen } from './orders-screen';
