import { useParams } from 'react-router';
import { orderIdParam } from '../features/orders/order-id-param';
import { OrderScreen } from '../features/orders/order-screen';
import { OrderPayment } from '../features/payments/order-payment';
import { OrderReviews } from '../features/reviews/order-reviews';

/** `/profile/orders/{id}` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileOrder() {
  return (
    <OrderScreen
      orderId={orderIdParam(useParams().id)}
      // Decision 015: a received order's dishes are rated here.
      extra={(order) => <OrderReviews orderId={order.id} status={order.status} />}
      // Issue 6: "Pay" while an online order waits for its money.
      payment={(order, onPaid) => <OrderPayment order={order} onPaid={onPaid} />}
    />
  );
}
