import { formatTashkentDate, useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { formatSom, SERVICE_TYPE_LABELS } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import { itemCount } from './order-view';
import { StatusBadge } from './status-badge';

/** Names of the first dishes, "+2 more" for the rest. */
const PREVIEW_ITEMS = 2;

/** One order of a list: a link to its details with number, time, status, service and total. */
export function OrderCard({ order }: { order: OrderDetails }) {
  const { t, tx, lang } = useT();
  const names = order.cartItems.map((item) => tx(item.product.name)).filter(Boolean);
  const rest = names.length - PREVIEW_ITEMS;
  const preview =
    names.slice(0, PREVIEW_ITEMS).join(', ') + (rest > 0 ? ` ${t('orders.moreItems', { count: rest })}` : '');

  return (
    <li className="order-card-item" data-order={order.id} tabIndex={-1}>
      <Link to={`/profile/orders/${order.id}`} className="order-card">
        <div className="order-card-top">
          <h2 className="order-card-title">{t('orders.number', { number: order.number })}</h2>
          <StatusBadge status={order.status} serviceType={order.serviceType} />
        </div>
        <p className="order-card-meta">
          <time dateTime={order.createdDate}>{formatTashkentDate(order.createdDate, lang)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {tx(SERVICE_TYPE_LABELS[order.serviceType])}
        </p>
        {preview && <p className="order-card-items">{preview}</p>}
        <div className="order-card-bottom">
          <span className="order-card-count">{t('orders.itemCount', { count: itemCount(order) })}</span>
          <span className="order-card-total">{formatSom(order.totals.totalPrice, lang)}</span>
        </div>
      </Link>
    </li>
  );
}

/** Card-shaped placeholders, so the list does not jump when the orders arrive. */
export function OrderCardSkeletons({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="order-cards" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <div key={index} className="skeleton order-card-skeleton" />
      ))}
    </div>
  );
}
