import { formatTashkentNumeric, useT } from '@dastarkhan/client';
import type { Receipt } from '@dastarkhan/domain';
import {
  branchAddress,
  formatPhone,
  formatSom,
  phoneHref,
  SERVICE_TYPE_LABELS,
} from '@dastarkhan/domain/client';
import { useHydrated } from '../../lib/use-hydrated';
import './receipt.css';

/** The money lines of a receipt, those that apply: products, discount, delivery, cashback, total. */
function totalLines(receipt: Receipt) {
  const { totals } = receipt;
  const lines: Array<{ key: 'products' | 'discount' | 'delivery' | 'cashback' | 'total'; amount: number }> = [
    { key: 'products', amount: totals.products },
  ];
  if (totals.discount > 0) lines.push({ key: 'discount', amount: -totals.discount });
  if (totals.delivery > 0) lines.push({ key: 'delivery', amount: totals.delivery });
  if (totals.cashback > 0) lines.push({ key: 'cashback', amount: -totals.cashback });
  lines.push({ key: 'total', amount: totals.total });
  return lines;
}

/** A paper receipt on a screen (issue 18): who sold, what, for how much, how it was paid. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t, tx, lang } = useT();
  const hydrated = useHydrated();
  const som = (amount: number) => (amount < 0 ? '−' : '') + formatSom(Math.abs(amount), lang);
  return (
    <main className="receipt">
      <article className="receipt-paper" aria-labelledby="receipt-title">
        <header className="receipt-head">
          <p className="receipt-merchant">{tx(receipt.merchant.name)}</p>
          <h1 id="receipt-title" className="receipt-title">
            {t('receipt.title', { number: receipt.number })}
          </h1>
          <p className="receipt-meta">{tx(receipt.branch.name)}</p>
          {receipt.branch.address && (
            <p className="receipt-meta">
              {branchAddress({ ...receipt.branch, address: receipt.branch.address }, lang)}
            </p>
          )}
          {receipt.branch.phone && (
            <p className="receipt-meta">
              <a href={phoneHref(receipt.branch.phone)}>{formatPhone(receipt.branch.phone)}</a>
            </p>
          )}
        </header>

        <dl className="receipt-facts">
          <div>
            <dt>{t('receipt.date')}</dt>
            <dd>{formatTashkentNumeric(receipt.completedAt ?? receipt.createdDate)}</dd>
          </div>
          <div>
            <dt>{t('orders.service')}</dt>
            <dd>{tx(SERVICE_TYPE_LABELS[receipt.serviceType])}</dd>
          </div>
        </dl>

        <h2 className="receipt-section">{t('orders.items')}</h2>
        <ul className="receipt-lines">
          {receipt.items.map((item, index) => {
            const options = item.options
              .map((o) => (o.count > 1 ? `${tx(o.name)} ×${o.count}` : tx(o.name)))
              .filter(Boolean)
              .join(', ');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never move
              <li key={index} className="receipt-line">
                <div className="receipt-line-main">
                  <span className="receipt-line-name">
                    {tx(item.name)} <span className="receipt-line-count">×{item.count}</span>
                  </span>
                  <span className="receipt-amount">{som(item.lineTotal - item.lineDiscount)}</span>
                </div>
                {options && <p className="receipt-line-note">{options}</p>}
                {item.lineDiscount > 0 && (
                  <p className="receipt-line-note">
                    {t('orders.totals.discount')}: {som(-item.lineDiscount)}
                  </p>
                )}
                {item.mxik && <p className="receipt-line-note">{t('receipt.mxik', { code: item.mxik })}</p>}
              </li>
            );
          })}
        </ul>

        <dl className="receipt-totals">
          {totalLines(receipt).map((line) => (
            <div key={line.key} className={`receipt-total-${line.key}`}>
              <dt>{t(`orders.totals.${line.key}`)}</dt>
              <dd className="receipt-amount">{som(line.amount)}</dd>
            </div>
          ))}
        </dl>

        <h2 className="receipt-section">{t('receipt.payment')}</h2>
        <dl className="receipt-facts">
          <div>
            <dt>{t('orders.payment')}</dt>
            <dd>{t(`orders.payment.${receipt.payment.type}`)}</dd>
          </div>
          <div>
            <dt>{t('orders.paymentStatus')}</dt>
            <dd>{receipt.payment.isPaid ? t('orders.paid') : t('orders.unpaid')}</dd>
          </div>
          {receipt.payment.transactions.map((tr) => (
            <div key={tr.transactionId}>
              <dt>{t('receipt.transaction', { provider: tr.provider })}</dt>
              <dd className="receipt-code">{tr.transactionId}</dd>
            </div>
          ))}
        </dl>
      </article>
      {hydrated && (
        <button type="button" className="button receipt-print" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
      )}
    </main>
  );
}

/** An unknown or mistyped link: said plainly, with the way back to the menu. */
export function ReceiptNotFound() {
  const { t } = useT();
  return (
    <main className="receipt">
      <div className="receipt-paper receipt-missing">
        <h1 className="receipt-title">{t('receipt.notFound')}</h1>
        <p>{t('receipt.notFoundText')}</p>
        <a className="button button-primary" href="/">
          {t('receipt.toMenu')}
        </a>
      </div>
    </main>
  );
}
