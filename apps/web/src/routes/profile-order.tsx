import { useParams } from 'react-router';
import { orderIdParam } from '../features/orders/order-id-param';
import { OrderScreen } from '../features/orders/order-screen';

/** `/profile/orders/{id}` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileOrder() {
  return <OrderScreen orderId={orderIdParam(useParams().id)} />;
}
