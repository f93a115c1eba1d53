import { useParams } from 'react-router';
import { OrderMapScreen, orderIdParam } from '../features/orders/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('orders.map.titleLoading');

/** `/profile/orders/{id}/map` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileOrderMap() {
  return <OrderMapScreen orderId={orderIdParam(useParams().id)} />;
}
