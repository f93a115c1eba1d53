import { useT } from '@dastarkhan/client';
import type { OrderTotals } from '@dastarkhan/domain';
import { formatSom } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import { useOnline } from '../../lib/use-online';
import { type BasketLine, linePrices } from '../basket/index';
import type { DeliveryPending } from './delivery-line';

/** The basket's lines, compact: name, options, count and what the line costs after its discount. */
export function OrderItems({ lines }: { lines: readonly BasketLine[] }) {
  const { t, lang } = useT();
  return (
    <>
      <ul className="co-items" aria-label={t('checkout.items')}>
        {lines.map((line) => {
          const prices = linePrices(line);
          return (
            <li key={line.key} className="co-item">
              <span className="co-item-count">{line.count}×</span>
              <span className="co-item-name">
                {line.name}
                {line.options.length > 0 && (
                  <span className="co-muted co-item-options">
                    {line.options.map((o) => (o.count > 1 ? `${o.name} ×${o.count}` : o.name)).join(', ')}
                  </span>
                )}
              </span>
              <span className="co-item-price">{formatSom(prices.net, lang)}</span>
            </li>
          );
        })}
      </ul>
      <Link to="/basket" className="co-link">
        {t('checkout.editBasket')}
      </Link>
    </>
  );
}

/**
 * Every line of spec §9, as the server will compute it; the delivery line only for a delivery,
 * and never "0 so'm" before its price is known: "choose an address", then "calculating".
 */
export function TotalsBlock({
  totals,
  delivery,
  deliveryPending,
}: {
  totals: OrderTotals;
  delivery: boolean;
  /** Why the delivery price is not known yet: no address chosen, or the tariff is being asked. */
  deliveryPending: DeliveryPending;
}) {
  const { t, lang } = useT();
  const som = (amount: number) => formatSom(amount, lang);
  const promoDiscount = totals.totalProductDiscount - totals.productDiscount;
  return (
    <dl className="co-totals">
      <div>
        <dt>{t('checkout.products')}</dt>
        <dd>{som(totals.productPrice)}</dd>
      </div>
      {totals.productDiscount > 0 && (
        <div className="co-totals-discount">
          <dt>{t('checkout.productDiscount')}</dt>
          <dd>−{som(totals.productDiscount)}</dd>
        </div>
      )}
      {promoDiscount > 0 && (
        <div className="co-totals-discount">
          <dt>{t('checkout.promoDiscount')}</dt>
          <dd>−{som(promoDiscount)}</dd>
        </div>
      )}
      {delivery && (
        <div>
          <dt>{t('checkout.delivery')}</dt>
          <dd>
            {deliveryPending ? (
              <span className="co-muted">
                {t(deliveryPending === 'address' ? 'checkout.deliveryNoAddress' : 'checkout.pending')}
              </span>
            ) : (
              som(totals.deliveryPrice)
            )}
          </dd>
        </div>
      )}
      {totals.deliveryDiscount > 0 && (
        <div className="co-totals-discount">
          <dt>{t('checkout.deliveryDiscount')}</dt>
          <dd>−{som(totals.deliveryDiscount)}</dd>
        </div>
      )}
      {totals.cashback > 0 && (
        <div className="co-totals-discount">
          <dt>{t('checkout.cashbackLine')}</dt>
          <dd>−{som(totals.cashback)}</dd>
        </div>
      )}
      <div className="co-totals-total">
        <dt>{t('checkout.total')}</dt>
        <dd>{som(totals.totalPrice)}</dd>
      </div>
    </dl>
  );
}

/**
 * "Confirm order · total": fixed over the bottom navigation on a phone, at the foot of the
 * sticky summary on a desktop. The send error (the server's words, spec §8) sits right above it.
 */
export function ConfirmBar({
  total,
  sending,
  disabled,
  blocked = null,
  error,
  onConfirm,
}: {
  total: number;
  sending: boolean;
  disabled: boolean;
  /** Why the order cannot be sent as chosen (its time cannot be ordered): shown, and disables it. */
  blocked?: string | null;
  error: string | null;
  onConfirm: () => void;
}) {
  const { t, lang } = useT();
  // Decision 030: never an order from a page that cannot reach the server's prices.
  const online = useOnline();
  return (
    <div className="co-confirm">
      {!online && (
        <p className="form-error co-confirm-error" role="alert" id="co-offline">
          {t('checkout.offline')}
        </p>
      )}
      {blocked && (
        <p className="co-confirm-blocked" id="co-blocked" role="status">
          {blocked}
        </p>
      )}
      {error && (
        <p className="form-error co-confirm-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button-primary co-confirm-button"
        onClick={onConfirm}
        disabled={disabled || sending || !online || blocked !== null}
        aria-busy={sending}
        aria-describedby={!online ? 'co-offline' : blocked ? 'co-blocked' : undefined}
      >
        <span>{sending ? t('checkout.sending') : t('checkout.confirm')}</span>
        <span className="co-confirm-total">{formatSom(total, lang)}</span>
      </button>
    </div>
  );
}
