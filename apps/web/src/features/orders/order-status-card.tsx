import { formatTashkentDate, formatTashkentTime, useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import {
  COURIER_STATUS_LABELS,
  isDeliveryService,
  orderStatusLabel,
  rejectReasonText,
} from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import type { OrderStreamState } from './order-stream';
import { progressSteps, statusTone } from './order-view';
import { statusHint } from './status-hint';

const PROMISE_SHOWN = new Set(['ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY']);

/**
 * The card on top of an order: the status in big letters with a line about it (read out when it
 * changes), the progress bar, the courier's status and the way to the map for deliveries.
 */
export function OrderStatusCard({
  order,
  stream,
  titleId,
}: {
  order: OrderDetails;
  stream: OrderStreamState;
  titleId: string;
}) {
  const { t, tx, lang } = useT();
  const steps = progressSteps(order);
  const tone = statusTone(order.status);
  const deliveryAt = order.deliveryAt ? formatTashkentDate(order.deliveryAt, lang) : '';
  const hint =
    order.status === 'AT_TIME' && !deliveryAt
      ? t('orders.hint.OPEN')
      : t(statusHint(order), { time: deliveryAt });
  // The time staff promised on accepting, until the order is handed over.
  const promised =
    order.promisedAt && PROMISE_SHOWN.has(order.status) ? formatTashkentTime(order.promisedAt) : null;
  const showCourier =
    isDeliveryService(order.serviceType) && order.courierStatus !== 'NONE' && tone !== 'canceled';

  return (
    <section className={`order-status order-status-${tone}`} aria-labelledby={titleId} data-stream={stream}>
      <h2 id={titleId} className="visually-hidden">
        {t('orders.status')}
      </h2>
      {/* Only the words that change are in the live region, so a screen reader hears the news once. */}
      <div className="order-status-news" aria-live="polite" aria-atomic="true">
        <p className="order-status-label">{tx(orderStatusLabel(order.status, order.serviceType))}</p>
        <p className="order-status-hint">{hint}</p>
        {promised && (
          <p className="order-status-promise" data-promised-at={order.promisedAt}>
            {t(isDeliveryService(order.serviceType) ? 'orders.promise.delivery' : 'orders.promise.counter', {
              time: promised,
            })}
          </p>
        )}
        {showCourier && (
          <p className="order-status-courier">{tx(COURIER_STATUS_LABELS[order.courierStatus])}</p>
        )}
      </div>
      {order.status === 'CANCELED' && order.reason && (
        <p className="order-status-reason">
          {t('orders.reason', { reason: tx(rejectReasonText(order.reason)) })}
        </p>
      )}
      {steps.length > 0 && (
        <ol className="order-steps" aria-label={t('orders.progress')}>
          {steps.map((step) => (
            <li
              key={step.status}
              className={`order-step order-step-${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span className="visually-hidden">
                {tx(orderStatusLabel(step.status, order.serviceType))}
                {step.state === 'done' && ` — ${t('orders.stepDone')}`}
                {step.state === 'current' && ` — ${t('orders.stepCurrent')}`}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="order-status-foot">
        <LiveNote state={stream} />
        {/* The courier's map: an order picked up or eaten at the restaurant has no way to follow. */}
        {isDeliveryService(order.serviceType) && (
          <Link className="button order-map-link" to={`/profile/orders/${order.id}/map`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
                fill="currentColor"
              />
            </svg>
            {t('orders.map.open')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** A quiet line saying the status follows by itself (or that the link is being restored). */
export function LiveNote({ state }: { state: OrderStreamState }) {
  const { t } = useT();
  if (state === 'closed') return <span className="order-live" />;
  const live = state === 'live';
  return (
    <span className={`order-live${live ? ' order-live-on' : ''}`}>
      <span className="order-live-dot" aria-hidden="true" />
      {state === 'reconnecting' ? t('orders.reconnecting') : t('orders.live')}
    </span>
  );
}
