import { useParams } from 'react-router';
import { OrderScreen, orderIdParam } from '../features/orders/index';
import { OrderPayment } from '../features/payments/index';
import { OrderPushToggle } from '../features/push/index';
import { OrderReviews } from '../features/reviews/index';
import { titleMeta } from '../lib/page-title';

const FINISHED = new Set(['DELIVERED', 'CANCELED', 'CLOSED']);

export const meta = titleMeta('orders.pageTitle');

/** `/profile/orders/{id}` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileOrder() {
  return (
    <OrderScreen
      orderId={orderIdParam(useParams().id)}
      // Decision 015: a received order's dishes are rated here.
      extra={(order) => <OrderReviews orderId={order.id} status={order.status} />}
      // Issue 6: "Pay" while an online order waits for its money.
      payment={(order, onPaid) => <OrderPayment order={order} onPaid={onPaid} />}
      // Issue 18: web push of its statuses while the order is under way.
      notify={(order) => (FINISHED.has(order.status) ? null : <OrderPushToggle />)}
    />
  );
}
