import { useT } from '@dastarkhan/client';
import { formatSom } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import { MediaImage } from '../../components/media-image';
import { Price } from '../../components/price';
import { type BasketLine, linePrices } from './basket-line';
import { QuantityStepper } from './quantity-stepper';
// The basket page's stylesheet (its frame, lines and summary): whoever shows a line brings it.
import './basket.css';

/** One basket line: photo, name, chosen options, unit and line price, quantity and remove. */
export function BasketLineItem({
  line,
  stockMessage,
  onCount,
  onRemove,
}: {
  line: BasketLine;
  /** "Not enough products, maximum amount: N" after a refused "+", else ''. */
  stockMessage: string;
  onCount: (count: number) => void;
  onRemove: () => void;
}) {
  const { t, lang } = useT();
  const prices = linePrices(line);
  const unit = linePrices({ ...line, count: 1 });
  const options = line.options
    .filter((option) => option.count > 0)
    .map((option) => (option.count > 1 ? `${option.name} ×${option.count}` : option.name))
    .join(', ');

  return (
    <li className="basket-line">
      <Link to={`/product/${line.productId}`} className="basket-line-media" tabIndex={-1} aria-hidden="true">
        <MediaImage src={line.image} alt="" size={88} />
      </Link>
      <div className="basket-line-body">
        <div className="basket-line-head">
          <Link to={`/product/${line.productId}`} className="basket-line-name">
            {line.name}
          </Link>
          <button
            type="button"
            className="basket-line-remove"
            onClick={onRemove}
            aria-label={t('basket.remove', { name: line.name })}
            title={t('basket.remove', { name: line.name })}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7zm4 2v8h2v-8zm4 0v8h2v-8z" fill="currentColor" />
            </svg>
          </button>
        </div>
        {options && <p className="basket-line-options">{options}</p>}
        <p className="basket-line-unit">{t('basket.each', { price: formatSom(unit.net, lang) })}</p>
        <div className="basket-line-foot">
          <QuantityStepper
            className="qty-small"
            value={line.count}
            label={t('basket.quantity', { name: line.name })}
            lessLabel={t('basket.less', { name: line.name })}
            moreLabel={t('basket.more', { name: line.name })}
            onLess={() => onCount(line.count - 1)}
            onMore={() => onCount(line.count + 1)}
          />
          <Price
            className="basket-line-price"
            amount={prices.net}
            old={prices.discount > 0 ? prices.gross : null}
          />
        </div>
        <p className="basket-line-stock" aria-live="polite">
          {stockMessage}
        </p>
      </div>
    </li>
  );
}
