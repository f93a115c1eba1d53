import { formatTashkentDate, useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import {
  COURIER_STATUS_LABELS,
  ORDER_HISTORY_EVENT_LABELS,
  orderStatusLabel,
} from '@dastarkhan/domain/client';
import { type TimelineEntry, timeline } from './order-view';

/** The order's history, oldest first; the move into the current status is highlighted. */
export function OrderTimeline({ order, titleId }: { order: OrderDetails; titleId: string }) {
  const { t, lang } = useT();
  return (
    <section className="order-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-block-title">
        {t('orders.history')}
      </h2>
      <ol className="order-timeline">
        {timeline(order).map((entry) => (
          <li
            key={entry.key}
            className={`order-event${entry.current ? ' order-event-current' : ''}`}
            aria-current={entry.current ? 'step' : undefined}
          >
            <span className="order-event-dot" aria-hidden="true" />
            <EntryText entry={entry} serviceType={order.serviceType} />
            <time className="order-event-time" dateTime={entry.at}>
              {formatTashkentDate(entry.at, lang)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function EntryText({
  entry,
  serviceType,
}: {
  entry: TimelineEntry;
  serviceType: OrderDetails['serviceType'];
}) {
  const { t, tx } = useT();
  const type = entry.type ? tx(ORDER_HISTORY_EVENT_LABELS[entry.type]) : t('orders.history.placed');
  const detail = entry.status
    ? tx(orderStatusLabel(entry.status, serviceType))
    : entry.courierStatus
      ? tx(COURIER_STATUS_LABELS[entry.courierStatus])
      : '';
  return (
    <span className="order-event-text">
      <span className="order-event-title">{detail || type}</span>
      {detail && <span className="order-event-type">{type}</span>}
      {entry.current && <span className="visually-hidden"> ({t('orders.history.current')})</span>}
    </span>
  );
}
