import { formatTashkentTime, useT } from '@dastarkhan/client';
import {
  formatSom,
  nextStatuses,
  type OrderDetails,
  type OrderStatus,
  orderStatusLabel,
  rejectReasonText,
  SERVICE_TYPE_LABELS,
} from '@dastarkhan/domain';
import { ageMinutes, customerName, itemCount, originOf } from './format';
import { ServiceIcon } from './service-icon';

/** The moves a card offers: the status machine's for staff, without CANCELED (that is Reject). */
export function cardMoves(order: OrderDetails): OrderStatus[] {
  const moves = nextStatuses(order.status, { serviceType: order.serviceType, actor: 'STAFF' }).filter(
    (status) => status !== 'CANCELED',
  );
  // A delivery leaves the kitchen through the courier picker: ATTACHED and ON_WAY are one action.
  if (moves.includes('ON_WAY')) return moves.filter((status) => status !== 'ATTACHED');
  return moves.map((status) => (status === 'ATTACHED' ? 'ON_WAY' : status));
}

// A move's button names the step; the last step of a dine-in order is "Served" (the storefront's
// word for it), where a delivery or pick-up is "Handed over".
export function OrderCard({
  order,
  now,
  acceptLimitMinutes,
  selected,
  busy,
  onOpen,
  onMove,
}: {
  order: OrderDetails;
  now: number;
  acceptLimitMinutes: number;
  selected: boolean;
  busy: boolean;
  onOpen: () => void;
  onMove: (status: OrderStatus) => void;
}) {
  const { t, tx, lang } = useT();
  const age = ageMinutes(order, now);
  const waiting = order.status === 'OPEN';
  const urgency = waiting
    ? age >= acceptLimitMinutes
      ? 'late'
      : age * 2 >= acceptLimitMinutes
        ? 'soon'
        : ''
    : '';
  const origin = originOf(order);
  const courier = order.courier
    ? [order.courier.firstName, order.courier.lastName].filter(Boolean).join(' ')
    : '';
  const place =
    order.serviceType === 'DINE_IN'
      ? order.tableId
        ? t('orders.table', { table: order.tableId })
        : ''
      : order.serviceType === 'PICK_UP'
        ? ''
        : (order.address?.name ?? '');
  const moves = cardMoves(order);
  const number = t('orders.number', { number: order.number });
  return (
    <article
      className={`order-card${selected ? ' is-selected' : ''}${urgency ? ` is-${urgency}` : ''}`}
      data-order-id={order.id}
      data-status={order.status}
      aria-label={number}
    >
      <div className="order-card-head">
        <h3 className="order-card-number">
          <button
            type="button"
            className="order-card-open"
            onClick={onOpen}
            aria-current={selected || undefined}
          >
            {number}
          </button>
        </h3>
        <span
          className={`order-age${urgency ? ` order-age-${urgency}` : ''}`}
          title={t('orders.ageLabel', { minutes: age })}
        >
          {urgency === 'late' && <strong className="late-badge">{t('orders.late')}</strong>}
          <span>{t('orders.age', { minutes: age })}</span>
        </span>
      </div>
      <p className="order-card-service">
        <ServiceIcon type={order.serviceType} /> {tx(SERVICE_TYPE_LABELS[order.serviceType])}
        {place && <span className="order-card-place"> · {place}</span>}
      </p>
      <p className="order-card-facts">
        <span>{t('orders.items', { count: itemCount(order) })}</span>
        <strong className="order-card-total">{formatSom(order.totals.totalPrice, lang)}</strong>
        <span className={`board-chip ${order.isPaid ? 'board-chip-paid' : 'board-chip-unpaid'}`}>
          {order.isPaid ? t('orders.paid') : t('orders.unpaid')}
        </span>
        <span className="board-chip">{t(`orders.origin.${origin}`)}</span>
      </p>
      {customerName(order) && <p className="order-card-customer">{customerName(order)}</p>}
      {order.status === 'AT_TIME' && order.deliveryAt && (
        <p className="order-card-when">
          {t('orders.scheduledFor', { time: formatTashkentTime(order.deliveryAt) })}
        </p>
      )}
      {order.promisedAt && order.status !== 'CANCELED' && (
        <p className="order-card-when">
          {t('orders.promised', { time: formatTashkentTime(order.promisedAt) })}
        </p>
      )}
      {courier && <p className="order-card-courier">{t('orders.courier', { name: courier })}</p>}
      {order.status === 'CANCELED' && order.reason && (
        <p className="order-card-reason">
          {t('orders.reason', { reason: tx(rejectReasonText(order.reason)) })}
        </p>
      )}
      {moves.length > 0 && (
        <div className="order-card-actions">
          {moves.map((status, i) => (
            <button
              key={status}
              type="button"
              className={`button ${i === 0 ? 'button-primary' : ''}`}
              disabled={busy}
              onClick={() => onMove(status)}
            >
              {status === 'DELIVERED' && order.serviceType === 'DINE_IN'
                ? tx(orderStatusLabel(status, order.serviceType))
                : t(`orders.move.${status}`)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
