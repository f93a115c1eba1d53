import { formatTashkentNumeric, useT } from '@dastarkhan/client';
import type { StaffOrder } from '@dastarkhan/domain';
import { isStaffRole, rejectReasonText } from '@dastarkhan/domain';
import { formatPhone, ORDER_HISTORY_EVENT_LABELS, orderStatusLabel } from '@dastarkhan/domain/client';
import { useState } from 'react';

export function OrderCustomer({ order }: { order: StaffOrder }) {
  const { t } = useT();
  const customer = order.customer;
  if (!customer) return null;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <section className="od-section" aria-labelledby="od-customer">
      <h3 id="od-customer">{t('orderDetail.customer')}</h3>
      <p className="od-strong">{name || t('orderDetail.noName')}</p>
      {customer.phone && (
        <a className="button od-call" href={`tel:+${customer.phone.replace(/\D/g, '')}`}>
          {t('orderDetail.call', { phone: formatPhone(customer.phone) })}
        </a>
      )}
      <p className="od-muted">{t('orderDetail.pastOrders', { count: customer.pastOrders })}</p>
    </section>
  );
}

/** `https://yandex.uz/maps/?pt=<lon>,<lat>&z=17&l=map`: the pin where the courier goes. */
export const yandexMapsUrl = (latitude: number, longitude: number) =>
  `https://yandex.uz/maps/?pt=${longitude},${latitude}&z=17&l=map`;

const staticMapUrl = (latitude: number, longitude: number) =>
  `https://static-maps.yandex.ru/1.x/?ll=${longitude},${latitude}&z=16&l=map&size=450,200&pt=${longitude},${latitude},pm2rdm`;

export function OrderAddress({ order }: { order: StaffOrder }) {
  const { t } = useT();
  const address = order.address;
  if (!address) return null;
  const details = address.details;
  const parts = [
    details?.entrance && t('orderDetail.entrance', { value: details.entrance }),
    details?.floor && t('orderDetail.floor', { value: details.floor }),
    details?.office && t('orderDetail.office', { value: details.office }),
    details?.domophone && t('orderDetail.domophone', { value: details.domophone }),
  ].filter(Boolean);
  const coords = `${address.latitude.toFixed(6)}, ${address.longitude.toFixed(6)}`;
  return (
    <section className="od-section" aria-labelledby="od-address">
      <h3 id="od-address">{t('orderDetail.address')}</h3>
      <p className="od-strong">{address.name}</p>
      {parts.length > 0 && <p>{parts.join(' · ')}</p>}
      {details?.comment && <p className="od-comment">{details.comment}</p>}
      {address.description && <p className="od-muted">{address.description}</p>}
      <StaticMap latitude={address.latitude} longitude={address.longitude} />
      <p className="od-muted">{t('orderDetail.coordinates', { coords })}</p>
      <a
        className="button od-maps"
        href={yandexMapsUrl(address.latitude, address.longitude)}
        target="_blank"
        rel="noreferrer"
      >
        {t('orderDetail.openMaps')}
      </a>
    </section>
  );
}

/**
 * One picture of the street with the pin, when the map service answers; nothing (the coordinates
 * and the link stay) when it does not — no map library for one look at a street.
 */
function StaticMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useT();
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <div className={`od-map od-map-${state}`}>
      <img
        src={staticMapUrl(latitude, longitude)}
        alt={t('orderDetail.mapAlt')}
        width={450}
        height={200}
        loading="lazy"
        onLoad={() => setState('shown')}
        onError={() => setState('failed')}
      />
    </div>
  );
}

export function OrderTimeline({ order }: { order: StaffOrder }) {
  const { t, tx } = useT();
  const entries = [...order.timeline].reverse();
  return (
    <section className="od-section" aria-labelledby="od-timeline">
      <h3 id="od-timeline">{t('orderDetail.timeline')}</h3>
      <ol className="od-timeline">
        {entries.map((entry) => {
          const who = entry.actor
            ? [
                entry.actor.name,
                isStaffRole(entry.actor.role) ? t(`role.${entry.actor.role}`) : t('orderDetail.byCustomer'),
              ]
                .filter(Boolean)
                .join(' · ')
            : t('orderDetail.bySystem');
          const what =
            entry.toStatus && entry.fromStatus !== entry.toStatus
              ? `${entry.fromStatus ? `${tx(orderStatusLabel(entry.fromStatus, order.serviceType))} → ` : ''}${tx(orderStatusLabel(entry.toStatus, order.serviceType))}`
              : tx(ORDER_HISTORY_EVENT_LABELS[entry.type]);
          return (
            <li key={entry.id} className="od-event">
              <time dateTime={entry.createdDate} className="od-event-time">
                {formatTashkentNumeric(entry.createdDate)}
              </time>
              <span className="od-event-what">{what}</span>
              <span className="od-event-who">{who}</span>
              {entry.reason && (
                <span className="od-event-reason">
                  {t('orderDetail.reason', { reason: tx(rejectReasonText(entry.reason)) })}
                </span>
              )}
              {entry.prepMinutes && (
                <span className="od-muted">
                  {t('orderDetail.prepMinutes', { minutes: entry.prepMinutes })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
