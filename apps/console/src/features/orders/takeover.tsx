import { formatTashkentTime, useT } from '@dastarkhan/client';
import {
  formatPhone,
  formatSom,
  type OrderDetails,
  PREP_MINUTE_PRESETS,
  REJECT_REASON_LABELS,
  REJECT_REASONS,
  type RejectReason,
  SERVICE_TYPE_LABELS,
} from '@dastarkhan/domain';
import { useEffect, useRef, useState } from 'react';
import { ageMinutes, customerName } from './format';
import { ServiceIcon } from './service-icon';

/**
 * A new order takes over the screen: what was ordered (options highlighted), who and where, the
 * total and payment; accept with one tap on a preparation time, or reject with a reason. Several
 * new orders queue ("1 of 3"); "Later" folds it into a red bar while the alarm keeps ringing.
 */
export function Takeover({
  queue,
  index,
  onIndex,
  now,
  settings,
  ringing,
  late,
  busy,
  onAccept,
  onReject,
  onLater,
  rejectRequest,
}: {
  queue: OrderDetails[];
  index: number;
  onIndex: (index: number) => void;
  now: number;
  settings: (order: OrderDetails) => { prepMinutes: number; acceptLimitMinutes: number };
  ringing: boolean;
  late: boolean;
  busy: boolean;
  onAccept: (order: OrderDetails, prepMinutes: number) => void;
  onReject: (order: OrderDetails, reason: RejectReason) => void;
  onLater: () => void;
  /** Bumped by the R key: opens the reasons. */
  rejectRequest: number;
}) {
  const { t, tx, lang } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const order = queue[Math.min(index, queue.length - 1)];
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectReason | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order on screen starts at its summary.
  useEffect(() => {
    setRejecting(false);
    setReason(null);
  }, [order?.id]);
  useEffect(() => {
    if (rejectRequest > 0) setRejecting(true);
  }, [rejectRequest]);

  if (!order) return null;
  const { prepMinutes, acceptLimitMinutes } = settings(order);
  const age = ageMinutes(order, now);
  const isLate = age >= acceptLimitMinutes;
  const number = t('orders.number', { number: order.number });
  const phone = order.user?.phone;
  const place =
    order.serviceType === 'DINE_IN'
      ? order.tableId
        ? t('orders.table', { table: order.tableId })
        : ''
      : order.serviceType === 'PICK_UP'
        ? ''
        : (order.address?.name ?? '');

  return (
    <dialog
      ref={dialog}
      className={`takeover${isLate ? ' is-late' : ''}`}
      aria-labelledby="takeover-title"
      data-ringing={ringing ? (late ? 'late' : 'normal') : undefined}
      data-order-id={order.id}
      onCancel={(event) => {
        event.preventDefault();
        onLater();
      }}
    >
      <header className="takeover-head">
        <h2 id="takeover-title">{t('orders.newOrder', { number })}</h2>
        {queue.length > 1 && (
          <div className="takeover-queue">
            <button
              type="button"
              className="button"
              aria-label={t('orders.prev')}
              disabled={index === 0}
              onClick={() => onIndex(index - 1)}
            >
              ‹
            </button>
            <span aria-live="polite">{t('orders.queue', { index: index + 1, total: queue.length })}</span>
            <button
              type="button"
              className="button"
              aria-label={t('orders.next')}
              disabled={index >= queue.length - 1}
              onClick={() => onIndex(index + 1)}
            >
              ›
            </button>
          </div>
        )}
        <button type="button" className="button takeover-later" onClick={onLater}>
          {t('orders.later')}
        </button>
      </header>

      <div className="takeover-body">
        <p className="takeover-meta">
          {isLate && <strong className="late-badge">{t('orders.late')}</strong>}
          <span>{t('orders.ageLabel', { minutes: age })}</span>
          {ringing && <span className="ringing-dot">{t('orders.ringing')}</span>}
        </p>
        <p className="takeover-service">
          <ServiceIcon type={order.serviceType} /> {tx(SERVICE_TYPE_LABELS[order.serviceType])}
          {place && <> · {place}</>}
          {order.status === 'AT_TIME' && order.deliveryAt && (
            <> · {t('orders.scheduledFor', { time: formatTashkentTime(order.deliveryAt) })}</>
          )}
        </p>
        {(customerName(order) || phone) && (
          <p className="takeover-customer">
            {customerName(order)}{' '}
            {phone && (
              <a href={`tel:+${phone}`} className="takeover-phone">
                {formatPhone(phone)}
              </a>
            )}
          </p>
        )}
        <ul className="takeover-items">
          {order.cartItems.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one order never move.
            <li key={i}>
              <span className="takeover-count">{item.product.count}×</span>
              <span>
                {tx(item.product.name)}
                {item.modifications.length > 0 && (
                  <span className="takeover-options">
                    {item.modifications.map((m) => (
                      <mark key={m.id}>
                        + {m.count > 1 ? `${m.count}× ` : ''}
                        {tx(m.name)}
                      </mark>
                    ))}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
        {order.comment && (
          <p className="takeover-comment">
            <strong>{t('orders.comment')}:</strong> {order.comment}
          </p>
        )}
        <p className="takeover-total">
          <span>
            {t('orders.total')}: <strong>{formatSom(order.totals.totalPrice, lang)}</strong>
          </span>
          <span>
            {t(`orders.pay.${order.paymentType}`)} ·{' '}
            <span className={`board-chip ${order.isPaid ? 'board-chip-paid' : 'board-chip-unpaid'}`}>
              {order.isPaid ? t('orders.paid') : t('orders.unpaid')}
            </span>
          </span>
        </p>
      </div>

      {rejecting ? (
        <fieldset className="takeover-reject">
          <legend>{t('orders.rejectWhy')}</legend>
          <div className="reason-list">
            {REJECT_REASONS.map((code) => (
              <label key={code} className={`reason${reason === code ? ' is-chosen' : ''}`}>
                <input
                  type="radio"
                  name="reject-reason"
                  value={code}
                  checked={reason === code}
                  onChange={() => setReason(code)}
                />
                {tx(REJECT_REASON_LABELS[code])}
              </label>
            ))}
          </div>
          <div className="takeover-actions">
            <button type="button" className="button" onClick={() => setRejecting(false)}>
              {t('orders.back')}
            </button>
            <button
              type="button"
              className="button board-danger"
              disabled={!reason || busy}
              onClick={() => reason && onReject(order, reason)}
            >
              {t('orders.rejectConfirm')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="takeover-decide">
          <fieldset className="prep-presets">
            <legend>{t('orders.prepTime')}</legend>
            {PREP_MINUTE_PRESETS.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className={`button prep-preset${minutes === prepMinutes ? ' button-primary' : ''}`}
                disabled={busy}
                onClick={() => onAccept(order, minutes)}
              >
                <span className="prep-preset-verb">{t('orders.accept')}</span>{' '}
                <span>{t('orders.acceptIn', { minutes })}</span>
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className="button board-danger-outline"
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            {t('orders.reject')}
          </button>
        </div>
      )}
    </dialog>
  );
}
