import { useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { formatSom } from '@dastarkhan/domain/client';
import { totalsLines } from './order-view';

/** The money of the order (spec §9), the total last and largest. */
export function OrderTotals({ order, titleId }: { order: OrderDetails; titleId: string }) {
  const { t, lang } = useT();
  return (
    <section className="order-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-block-title">
        {t('orders.summary')}
      </h2>
      <dl className="order-totals">
        {totalsLines(order).map((line) => (
          <div key={line.key} className={`order-totals-row order-totals-${line.key}`}>
            <dt>{t(`orders.totals.${line.key}`)}</dt>
            <dd>
              {line.key === 'delivery' && line.amount === 0
                ? t('orders.free')
                : (line.amount < 0 ? '−' : '') + formatSom(Math.abs(line.amount), lang)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
