import { OrdersScreen } from '../features/orders/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('orders.title');

/** `/profile/orders` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileOrders() {
  return <OrdersScreen />;
}
