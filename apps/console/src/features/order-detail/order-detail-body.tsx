import { formatTashkentNumeric, formatTashkentTime, minutesSince, useT } from '@dastarkhan/client';
import type { StaffOrder } from '@dastarkhan/domain';
import { boardColumn } from '@dastarkhan/domain';
import { formatSom, orderStatusLabel, SERVICE_TYPE_LABELS } from '@dastarkhan/domain/client';
import { useState } from 'react';
import { useNow } from '../../lib/use-now';
import { OrderAddress, OrderCustomer, OrderTimeline } from './order-people';
import { printOrder } from './print-order';
import { type PaperWidth, paymentLabel } from './ticket';

/** The loaded order: what, for whom, where, what happened; printing. */
export function OrderDetailBody({ order }: { order: StaffOrder }) {
  return (
    <>
      <OrderHeader order={order} />
      <PrintBar order={order} />
      <OrderItems order={order} />
      <OrderTotals order={order} />
      <OrderCustomer order={order} />
      <OrderAddress order={order} />
      <OrderTimeline order={order} />
    </>
  );
}

function OrderHeader({ order }: { order: StaffOrder }) {
  const { t, tx, lang } = useT();
  const now = useNow();
  const age = minutesSince(order.createdDate, now);
  const ageText =
    age < 60
      ? t('orderDetail.age', { minutes: age })
      : t('orderDetail.ageHours', { hours: Math.floor(age / 60), minutes: age % 60 });
  const source = order.source ? t(`orderDetail.src.${order.source}`) : order.orderDevice;
  const refund = order.status === 'CANCELED' && order.isPaid ? order.refund : null;
  return (
    <section className="od-section od-head" aria-label={t('orderDetail.title', { number: order.number })}>
      <div className="od-chips">
        <span className={`od-status od-col-${boardColumn(order.status)}`}>
          {tx(orderStatusLabel(order.status, order.serviceType))}
        </span>
        <span className="od-chip">{tx(SERVICE_TYPE_LABELS[order.serviceType])}</span>
        <span className={order.isPaid ? 'od-chip od-paid' : 'od-chip od-unpaid'}>
          {t(order.isPaid ? 'orderDetail.paid' : 'orderDetail.unpaid')} ·{' '}
          {paymentLabel(order.paymentType, lang)}
        </span>
      </div>
      {refund && (
        <p
          className={refund === 'CASHIER' ? 'od-alert' : 'od-info'}
          role={refund === 'CASHIER' ? 'alert' : undefined}
        >
          {t(refund === 'CASHIER' ? 'orderDetail.refundCashier' : 'orderDetail.refundStarted')}
        </p>
      )}
      <dl className="od-facts">
        <div>
          <dt className="visually-hidden">{t('orderDetail.ticket.placed', { time: '' })}</dt>
          <dd>
            <time dateTime={order.createdDate}>{formatTashkentNumeric(order.createdDate)}</time> · {ageText}
          </dd>
        </div>
        <div>
          <dt>{t('orderDetail.branch')}</dt>
          <dd>{tx(order.branchDetails.name)}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('orderDetail.source', { source: '' })}</dt>
          <dd>{t('orderDetail.source', { source })}</dd>
        </div>
        {order.later && order.deliveryAt && (
          <div>
            <dt>{t('orderDetail.scheduled')}</dt>
            <dd className="od-strong">{formatTashkentNumeric(order.deliveryAt)}</dd>
          </div>
        )}
        {order.promisedAt && (
          <div>
            <dt>{t('orderDetail.promised')}</dt>
            <dd className="od-strong">
              <time dateTime={order.promisedAt}>{formatTashkentTime(order.promisedAt)}</time>
            </dd>
          </div>
        )}
        {order.serviceType === 'DINE_IN' && order.tableId && (
          <div>
            <dt className="visually-hidden">{t('orderDetail.table', { table: '' })}</dt>
            <dd className="od-strong">{t('orderDetail.table', { table: order.tableId })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

const WIDTH_KEY = 'dastarkhan:console:paper';

function PrintBar({ order }: { order: StaffOrder }) {
  const { t, lang } = useT();
  const [width, setWidth] = useState<PaperWidth>(() => (localStorage.getItem(WIDTH_KEY) === '58' ? 58 : 80));
  const choose = (next: PaperWidth) => {
    localStorage.setItem(WIDTH_KEY, String(next));
    setWidth(next);
  };
  return (
    <section className="od-section od-print" aria-label={t('orderDetail.print')}>
      <button
        type="button"
        className="button"
        onClick={() => printOrder(order, { kind: 'kitchen', width, lang })}
      >
        {t('orderDetail.printKitchen')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => printOrder(order, { kind: 'receipt', width, lang })}
      >
        {t('orderDetail.printReceipt')}
      </button>
      <fieldset className="od-width">
        <legend className="visually-hidden">{t('orderDetail.printWidth')}</legend>
        {([58, 80] as const).map((w) => (
          <button key={w} type="button" aria-pressed={w === width} onClick={() => choose(w)}>
            {t('orderDetail.mm', { width: w })}
          </button>
        ))}
      </fieldset>
    </section>
  );
}

function OrderItems({ order }: { order: StaffOrder }) {
  const { t, tx, lang } = useT();
  return (
    <section className="od-section" aria-labelledby="od-items">
      <h3 id="od-items">{t('orderDetail.items')}</h3>
      <ul className="od-items">
        {order.cartItems.map((item, index) => {
          const options = item.modifications.reduce((sum, m) => sum + m.count * m.price, 0);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a placed order never move.
            <li key={index} className="od-item">
              <span className="od-count">{item.product.count}×</span>
              <span className="od-item-name">
                {tx(item.product.name)}
                {item.modifications.length > 0 && (
                  <span className="od-options">
                    {item.modifications
                      .map((m) => `${m.count > 1 ? `${m.count}× ` : ''}${tx(m.name)}`)
                      .join(', ')}
                  </span>
                )}
              </span>
              <span className="od-money">
                {formatSom((item.product.costPrice + options) * item.product.count, lang)}
              </span>
            </li>
          );
        })}
      </ul>
      {order.comment?.trim() && (
        <p className="od-comment">
          <strong>{t('orderDetail.comment')}:</strong> {order.comment}
        </p>
      )}
      {order.courierComment?.trim() && (
        <p className="od-comment">
          <strong>{t('orderDetail.courierComment')}:</strong> {order.courierComment}
        </p>
      )}
    </section>
  );
}

function OrderTotals({ order }: { order: StaffOrder }) {
  const { t, lang } = useT();
  const { totals } = order;
  const rows: Array<[string, number, boolean?]> = [[t('orderDetail.subtotal'), totals.productPrice]];
  if (totals.totalProductDiscount > 0) rows.push([t('orderDetail.discount'), -totals.totalProductDiscount]);
  if (totals.deliveryPrice > 0) rows.push([t('orderDetail.delivery'), totals.deliveryPrice]);
  if (totals.deliveryDiscount > 0) rows.push([t('orderDetail.deliveryDiscount'), -totals.deliveryDiscount]);
  if (totals.cashback > 0) rows.push([t('orderDetail.cashback'), -totals.cashback]);
  rows.push([t('orderDetail.total'), totals.totalPrice, true]);
  return (
    <section className="od-section" aria-labelledby="od-totals">
      <h3 id="od-totals" className="visually-hidden">
        {t('orderDetail.totals')}
      </h3>
      <dl className="od-totals">
        {rows.map(([label, amount, strong]) => (
          <div key={label} className={strong ? 'od-total' : undefined}>
            <dt>{label}</dt>
            <dd className="od-money">{formatSom(amount, lang)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
