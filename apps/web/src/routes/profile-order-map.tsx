import { useParams } from 'react-router';
import { orderIdParam } from '../features/orders/order-id-param';
import { OrderMapScreen } from '../features/orders/order-map-screen';

/** `/profile/orders/{id}/map` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileOrderMap() {
  return <OrderMapScreen orderId={orderIdParam(useParams().id)} />;
}
