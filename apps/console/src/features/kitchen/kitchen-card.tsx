import { useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { SERVICE_TYPE_LABELS } from '@dastarkhan/domain/client';
import { orderAge } from './kitchen-queue';

const clock = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Asia/Tashkent',
  hour: '2-digit',
  minute: '2-digit',
});

/** One order on the kitchen screen: age colour, dishes in large type, one big next-step button. */
export function KitchenCard({
  order,
  now,
  prep,
  busy,
  fresh = false,
  onMove,
}: {
  order: OrderDetails;
  now: number;
  prep: number;
  busy: boolean;
  /** Just arrived (it dinged): marked "New" for a while, for whoever did not hear it. */
  fresh?: boolean;
  onMove: (status: 'COOKING' | 'DONE') => void;
}) {
  const { t, tx } = useT();
  const { age, minutes } = orderAge(order, now, prep);
  const cooking = order.status === 'COOKING';
  const headingId = `kitchen-order-${order.id}`;
  return (
    <article
      className={`kitchen-card age-${age}${fresh ? ' is-fresh' : ''}`}
      aria-labelledby={headingId}
      data-fresh={fresh || undefined}
    >
      <header className="kitchen-card-head">
        <h2 id={headingId}>{t('kitchen.number', { number: order.number })}</h2>
        {fresh && <strong className="kitchen-fresh">{t('kitchen.fresh')}</strong>}
        <span className="kitchen-age">
          {t(`kitchen.age.${age}`)} · {t('kitchen.minutes', { count: minutes })}
        </span>
      </header>
      <p className="kitchen-meta">
        {tx(SERVICE_TYPE_LABELS[order.serviceType])}
        {order.promisedAt && (
          <> · {t('kitchen.promised', { time: clock.format(new Date(order.promisedAt)) })}</>
        )}
        {' · '}
        <span className={cooking ? 'kitchen-status cooking' : 'kitchen-status'}>
          {t(cooking ? 'kitchen.status.cooking' : 'kitchen.status.accepted')}
        </span>
      </p>
      <ul className="kitchen-items">
        {order.cartItems.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same product may appear twice with other options.
          <li key={index}>
            <span className="kitchen-count">{item.product.count}×</span> {tx(item.product.name)}
            {item.modifications.length > 0 && (
              <ul className="kitchen-options">
                {item.modifications.map((option) => (
                  <li key={option.id}>
                    <mark>
                      + {tx(option.name)}
                      {option.count > 1 ? ` ×${option.count}` : ''}
                    </mark>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {order.comment && (
        <p className="kitchen-comment">
          <strong>{t('kitchen.comment')}</strong> {order.comment}
        </p>
      )}
      <button
        type="button"
        className={`button kitchen-action ${cooking ? 'kitchen-ready' : 'button-primary'}`}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => onMove(cooking ? 'DONE' : 'COOKING')}
      >
        {t(cooking ? 'kitchen.ready' : 'kitchen.start')}
      </button>
    </article>
  );
}
