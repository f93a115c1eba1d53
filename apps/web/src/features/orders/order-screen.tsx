import { formatTashkentDate, useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { SERVICE_TYPE_LABELS } from '@dastarkhan/domain/client';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import type { Session } from '../../app/session/session-store';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderInfo, PaidBadge } from './order-info';
import { OrderItems } from './order-items';
import { OrderLoadProblem, OrderSkeleton } from './order-states';
import { OrderStatusCard } from './order-status-card';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { RepeatOrderButton } from './repeat-order-button';
import { useOrder } from './use-order';
import './orders.css';

/** `/profile/orders/{id}` (spec §2): one order, live. */
export function OrderScreen({
  orderId,
  extra,
  payment,
  notify,
}: {
  orderId: number | null;
  /** More about the order from other features (rating its dishes), under the totals. */
  extra?: (order: OrderDetails) => ReactNode;
  /** Paying for it (another feature), under the status; `onPaid` applies the paid order. */
  payment?: (order: OrderDetails, onPaid: (order: OrderDetails) => void) => ReactNode;
  /** Being told of its statuses (web push, another feature), right under the status. */
  notify?: (order: OrderDetails) => ReactNode;
}) {
  const { t } = useT();
  return (
    <AccountGate title={t('orders.title')} skeletonRows={4}>
      {(session) =>
        orderId === null ? (
          <OrderLoadProblem notFound />
        ) : (
          <OrderView
            key={orderId}
            orderId={orderId}
            session={session}
            extra={extra}
            payment={payment}
            notify={notify}
          />
        )
      }
    </AccountGate>
  );
}

function OrderView({
  orderId,
  session,
  extra,
  payment,
  notify,
}: {
  orderId: number;
  session: Session;
  extra?: (order: OrderDetails) => ReactNode;
  payment?: (order: OrderDetails, onPaid: (order: OrderDetails) => void) => ReactNode;
  notify?: (order: OrderDetails) => ReactNode;
}) {
  const { t, tx, lang } = useT();
  const id = useId();
  const { load, stream, canceling, cancel, reload, apply } = useOrder(orderId, session);
  const [confirming, setConfirming] = useState(false);

  if (load.status === 'loading') return <OrderSkeleton />;
  if (load.status === 'error') return <OrderLoadProblem error={load.error} onRetry={() => void reload()} />;
  const { data: order } = load;

  const confirmCancel = async () => {
    const done = await cancel();
    setConfirming(false);
    // The button is gone with the order's cancellability: the keyboard goes to the news.
    if (done) document.getElementById(`${id}-status`)?.focus();
  };

  return (
    <article className="order-page" aria-labelledby={`${id}-title`}>
      <Link className="order-back" to="/profile/orders">
        <span aria-hidden="true">←</span> {t('orders.back')}
      </Link>
      <header className="order-head">
        <h1 id={`${id}-title`} className="order-title">
          {t('orders.number', { number: order.number })}
        </h1>
        <PaidBadge paid={order.isPaid} />
        <p className="order-head-meta">
          <time dateTime={order.createdDate}>{formatTashkentDate(order.createdDate, lang)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {tx(SERVICE_TYPE_LABELS[order.serviceType])}
        </p>
      </header>
      <div className="order-layout">
        <div className="order-main">
          <div id={`${id}-status`} tabIndex={-1} className="order-focus-target">
            <OrderStatusCard order={order} stream={stream} titleId={`${id}-status-title`} />
          </div>
          {notify?.(order)}
          {payment?.(order, apply)}
          <OrderItems order={order} titleId={`${id}-items`} />
          <RepeatOrderButton order={order} />
          <OrderTotals order={order} titleId={`${id}-totals`} />
          {extra?.(order)}
        </div>
        <div className="order-side">
          <OrderInfo order={order} titleId={`${id}-info`} />
          <OrderTimeline order={order} titleId={`${id}-history`} />
          {order.cancellable && (
            <button type="button" className="button order-cancel" onClick={() => setConfirming(true)}>
              {t('orders.cancel')}
            </button>
          )}
        </div>
      </div>
      <CancelOrderDialog
        open={confirming}
        number={order.number}
        busy={canceling}
        onDismiss={() => setConfirming(false)}
        onConfirm={() => void confirmCancel()}
      />
    </article>
  );
}
