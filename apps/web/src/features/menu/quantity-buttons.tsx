import { useT, useToast } from '@dastarkhan/client';
import { useTenant } from '../../app/startup/tenant-context';
import { lineKey, useBasket } from '../basket/index';
import type { CardProduct } from './menu-view';

/**
 * "+" on a card (spec §3 cartInMainActive). A product with options opens its page instead, so
 * the options' minimum is always met before it reaches the basket.
 */
export function QuantityButtons({ product, onChoose }: { product: CardProduct; onChoose: () => void }) {
  const { merchant } = useTenant();
  const { store, countOf } = useBasket(merchant.id);
  const { t } = useT();
  const toast = useToast();
  const count = countOf(product.id);
  const key = lineKey(product.id, []);

  if (product.hasOptions) {
    return (
      <button
        type="button"
        className="add-button"
        onClick={onChoose}
        aria-label={t('menu.add', { name: product.name })}
      >
        <PlusIcon />
      </button>
    );
  }
  const add = () => {
    const added = store.add({
      productId: product.id,
      name: product.name,
      image: product.image,
      costPrice: product.price,
      discount: product.discount,
      count: 1,
      maxCount: product.maxCount,
      options: [],
    });
    if (!added) toast({ kind: 'error', text: t('msg.NOT_ENOUGH_STOCK', { max: product.maxCount ?? 0 }) });
  };
  if (count === 0) {
    return (
      <button
        type="button"
        className="add-button"
        onClick={add}
        aria-label={t('menu.add', { name: product.name })}
      >
        <PlusIcon />
      </button>
    );
  }
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">{t('menu.inBasket', { count })}</legend>
      <button
        type="button"
        onClick={() => store.setCount(key, count - 1)}
        aria-label={t('menu.decrease', { name: product.name })}
      >
        −
      </button>
      <output aria-live="polite">{count}</output>
      <button type="button" onClick={add} aria-label={t('menu.increase', { name: product.name })}>
        +
      </button>
    </fieldset>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
    </svg>
  );
}
