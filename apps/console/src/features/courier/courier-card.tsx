import { formatLocalPhone, useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { formatSom } from '@dastarkhan/domain/client';

/** Yandex Maps with a route from where the courier is to the customer's door. */
export const yandexRoute = (lat: number, lon: number) =>
  `https://yandex.uz/maps/?rtext=~${lat},${lon}&rtt=auto`;

/** One delivery: who, where, how much to collect, and the one next step as a big button. */
export function CourierCard({
  order,
  busy,
  onMove,
}: {
  order: OrderDetails;
  busy: boolean;
  onMove: (status: 'ON_WAY' | 'DELIVERED') => void;
}) {
  const { t, lang } = useT();
  const onWay = order.status === 'ON_WAY';
  const ready = order.status === 'DONE' || order.status === 'ATTACHED';
  const customer =
    [order.user?.firstName, order.user?.lastName].filter(Boolean).join(' ') || t('courier.customer');
  const phone = order.user?.phone ?? null;
  const address = order.address;
  const details = address?.details;
  const door = [
    details?.entrance && t('courier.entrance', { value: details.entrance }),
    details?.floor && t('courier.floor', { value: details.floor }),
    details?.office && t('courier.flat', { value: details.office }),
    details?.domophone && t('courier.domophone', { value: details.domophone }),
  ].filter(Boolean);
  const cash = order.paymentType === 'CASH' && !order.isPaid;
  const headingId = `courier-order-${order.id}`;
  return (
    <article className={`courier-card ${onWay ? 'on-way' : ''}`} aria-labelledby={headingId}>
      <header className="courier-card-head">
        <h2 id={headingId}>{t('courier.number', { number: order.number })}</h2>
        <span className="courier-status">
          {t(`courier.status.${onWay ? 'onWay' : ready ? 'ready' : 'cooking'}`)}
        </span>
      </header>
      <p className="courier-customer">{customer}</p>
      {phone && (
        <a className="button courier-big courier-call" href={`tel:+${phone}`}>
          {t('courier.call', { phone: formatLocalPhone(phone.slice(3)) })}
        </a>
      )}
      {address && (
        <div className="courier-address">
          <p className="courier-address-line">{address.name}</p>
          {door.length > 0 && <p>{door.join(', ')}</p>}
          {details?.comment && <p className="courier-note">{details.comment}</p>}
          <a
            className="button courier-map"
            href={yandexRoute(address.latitude, address.longitude)}
            target="_blank"
            rel="noreferrer"
          >
            {t('courier.openMap')}
          </a>
        </div>
      )}
      {order.courierComment && <p className="courier-note">{order.courierComment}</p>}
      <p className={`courier-money ${cash ? 'cash' : ''}`}>
        {cash
          ? t('courier.collect', { amount: formatSom(order.totals.totalPrice, lang) })
          : t('courier.paid', { amount: formatSom(order.totals.totalPrice, lang) })}
      </p>
      {(ready || onWay) && (
        <button
          type="button"
          className={`button courier-big ${onWay ? 'courier-delivered' : 'button-primary'}`}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => onMove(onWay ? 'DELIVERED' : 'ON_WAY')}
        >
          {t(onWay ? 'courier.delivered' : 'courier.pickedUp')}
        </button>
      )}
    </article>
  );
}
