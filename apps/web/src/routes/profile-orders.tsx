import { OrdersScreen } from '../features/orders/index';

/** `/profile/orders` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileOrders() {
  return <OrdersScreen />;
}
