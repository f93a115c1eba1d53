import { useT } from '@dastarkhan/client';
import { formatSom } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import type { basketTotals } from './basket-line';
import './basket.css';

/**
 * Products, discount and total (spec §9 line pricing summed), and the way to checkout. Only for a
 * basket with something in it: an empty one shows its empty state instead (issue 19).
 */
export function BasketSummary({ totals }: { totals: ReturnType<typeof basketTotals> }) {
  const { t, lang } = useT();
  return (
    <section className="basket-summary" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className="basket-summary-title">
        {t('basket.summaryTitle')}
      </h2>
      <dl className="basket-totals">
        <div>
          <dt>{t('basket.products')}</dt>
          <dd>{formatSom(totals.gross, lang)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="basket-totals-discount">
            <dt>{t('basket.discount')}</dt>
            <dd>−{formatSom(totals.discount, lang)}</dd>
          </div>
        )}
        <div className="basket-totals-total">
          <dt>{t('basket.total')}</dt>
          <dd>{formatSom(totals.net, lang)}</dd>
        </div>
      </dl>
      <Link to="/checkout" className="button button-primary basket-checkout">
        {t('basket.checkout')}
      </Link>
      <p className="basket-note">{t('basket.priceNote')}</p>
    </section>
  );
}
