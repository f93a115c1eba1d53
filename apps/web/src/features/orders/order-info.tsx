import { formatTashkentDate, useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import {
  branchAddress,
  formatPhone,
  isDeliveryService,
  phoneHref,
  SERVICE_TYPE_LABELS,
} from '@dastarkhan/domain/client';
import type { ReactNode } from 'react';
import { PaymentLogo } from '../../components/payment-logo';
import { courierName } from './map-points';
import { orderTimes } from './order-view';

/** Branch, courier, address, payment and the times of an order (spec §2 order details). */
export function OrderInfo({ order, titleId }: { order: OrderDetails; titleId: string }) {
  const { t, tx, lang } = useT();
  const branchName = tx(order.branchDetails.name);
  const courier = order.courier;
  const address = isDeliveryService(order.serviceType) ? order.address : null;
  const addressExtra = address
    ? [
        address.description !== address.name ? address.description : null,
        address.details.entrance,
        address.details.floor,
      ]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <section className="order-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-block-title">
        {t('orders.details')}
      </h2>
      <dl className="order-info">
        <Row label={t('orders.service')}>{tx(SERVICE_TYPE_LABELS[order.serviceType])}</Row>
        <Row label={t('orders.branch')}>
          <span className="order-info-strong">{branchName}</span>
          {order.branchDetails.address && (
            <span className="order-info-sub">{branchAddress(order.branchDetails, lang)}</span>
          )}
          <PhoneLink phone={order.branchDetails.phone} name={branchName} />
        </Row>
        {courier && (
          <Row label={t('orders.courier')}>
            <span className="order-info-strong">{courierName(courier) || t('orders.courier')}</span>
            <PhoneLink phone={courier.phone} name={courierName(courier) || t('orders.courier')} />
          </Row>
        )}
        {address && (
          <Row label={t('orders.address')}>
            <span className="order-info-strong">{address.name}</span>
            {addressExtra && <span className="order-info-sub">{addressExtra}</span>}
          </Row>
        )}
        <Row label={t('orders.payment')}>
          <span className="order-info-pay">
            <PaymentLogo type={order.paymentType} />
            {t(`orders.payment.${order.paymentType}`)}
          </span>
        </Row>
        <Row label={t('orders.paymentStatus')}>
          <PaidBadge paid={order.isPaid} />
        </Row>
        {order.comment && <Row label={t('orders.comment')}>{order.comment}</Row>}
        {orderTimes(order).map((time) => (
          <Row key={time.key} label={t(`orders.time.${time.key}`)}>
            <time dateTime={time.at}>{formatTashkentDate(time.at, lang)}</time>
          </Row>
        ))}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-info-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PhoneLink({ phone, name }: { phone: string | null; name: string }) {
  const { t } = useT();
  const href = phoneHref(phone);
  if (!href) return null;
  return (
    <a
      className="order-phone"
      href={href}
      aria-label={`${t('orders.call', { name })}, ${formatPhone(phone)}`}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
          fill="currentColor"
        />
      </svg>
      {formatPhone(phone)}
    </a>
  );
}

export function PaidBadge({ paid }: { paid: boolean }) {
  const { t } = useT();
  return (
    <span className={`order-paid ${paid ? 'order-paid-yes' : 'order-paid-no'}`}>
      {paid ? t('orders.paid') : t('orders.unpaid')}
    </span>
  );
}
