import { useT } from '@dastarkhan/client';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { ClosedNotice } from '../../components/closed-notice';
import { Price } from '../../components/price';
import { type BasketLine, linePrices, QuantityStepper, useBasket } from '../basket/index';
import type { ProductView } from './product-view';
import type { useOptionSelection } from './use-option-selection';

/**
 * Quantity, the price of this choice (spec §9 line pricing: options × quantity, the product's
 * discount on its own price) and the two ways to buy. Refuses — and says why — while a group's
 * minimum is unmet or the stock limit would be passed.
 */
export function PurchasePanel({
  product,
  selection,
  onInvalidGroup,
  onAdded,
}: {
  product: ProductView;
  selection: ReturnType<typeof useOptionSelection>;
  onInvalidGroup: (groupId: number) => void;
  onAdded?: () => void;
}) {
  const { merchant } = useTenant();
  const { store, countOf, ready } = useBasket(merchant.id);
  const { t } = useT();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [overStock, setOverStock] = useState(false);
  // A new stamp per addition: "added" stays its own moment, then the basket link comes back.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added === 0) return;
    const timer = setTimeout(() => setAdded(0), 2500);
    return () => clearTimeout(timer);
  }, [added]);

  const inBasket = ready ? countOf(product.id) : 0;
  const available = product.maxCount === null ? Number.POSITIVE_INFINITY : product.maxCount - inBasket;
  const draft: BasketLine = {
    key: '',
    productId: product.id,
    name: product.name,
    image: product.images[0] ?? null,
    costPrice: product.price,
    discount: product.discount,
    count: quantity,
    maxCount: product.maxCount,
    options: selection.chosen,
  };
  const prices = linePrices(draft);
  const stockMessage =
    product.maxCount !== null && (overStock || available < 1)
      ? t('msg.NOT_ENOUGH_STOCK', { max: product.maxCount })
      : '';

  const more = () => {
    if (quantity + 1 > available) return setOverStock(true);
    setQuantity(quantity + 1);
  };
  const less = () => {
    setOverStock(false);
    setQuantity(Math.max(1, quantity - 1));
  };

  const put = (): boolean => {
    const problem = selection.validate().find((p) => p.code !== 'UNKNOWN_OPTION');
    if (problem && 'groupId' in problem) {
      onInvalidGroup(problem.groupId);
      return false;
    }
    const { key: _key, ...line } = draft;
    if (quantity > available || !store.add(line)) {
      setOverStock(true);
      return false;
    }
    // Said here, beside "Buy now", not in a toast over the price and the button (issue 19); the
    // overlay closes on adding, and the menu's basket bar says it instead.
    setAdded((n) => n + 1);
    return true;
  };

  return (
    <div className="purchase">
      <ClosedNotice compact />
      <p className="purchase-stock" aria-live="polite">
        {stockMessage}
      </p>
      <div className="purchase-row">
        <QuantityStepper
          value={quantity}
          label={t('product.quantity')}
          lessLabel={t('product.less')}
          moreLabel={t('product.more')}
          onLess={less}
          onMore={more}
          lessDisabled={quantity <= 1}
        />
        <button
          type="button"
          className="button button-primary purchase-add"
          onClick={() => {
            if (!put()) return;
            setQuantity(1);
            onAdded?.();
          }}
        >
          <span className="purchase-add-label">{t('product.add')}</span>
          <span className="visually-hidden">, {t('product.total')}</span>
          <Price amount={prices.net} old={prices.discount > 0 ? prices.gross : null} />
        </button>
      </div>
      <div className="purchase-extra">
        <button
          type="button"
          className="button purchase-buy-now"
          onClick={() => {
            if (put()) navigate('/checkout');
          }}
        >
          {t('product.buyNow')}
        </button>
        <span className="purchase-added" role="status">
          {added > 0 ? t('msg.ADDED_TO_CART') : ''}
        </span>
        {added === 0 && inBasket > 0 && (
          <Link to="/basket" className="purchase-in-basket">
            {t('product.inBasket', { count: inBasket })}
          </Link>
        )}
      </div>
    </div>
  );
}
