import { useT } from '@dastarkhan/client';
import type { FavouriteItem, Unit } from '@dastarkhan/domain';
import { Link } from 'react-router';
import { MediaImage } from '../../components/media-image';
import { Price } from '../../components/price';
import { FavouriteButton } from './favourite-button';
import { favouritePrice } from './favourite-item';

const UNITS: readonly Unit[] = ['KG', 'LITER', 'GRAMM', 'COUNT'];

/**
 * A favourite dish in the menu's card frame (the global .product-card styles): tapping opens its
 * page, the heart takes it out. A heart taken out leaves the card in place until the next visit,
 * so nothing jumps under the finger and a slip is undone with a second tap.
 */
export function FavouriteCard({ item }: { item: FavouriteItem }) {
  const { t, tx } = useT();
  const { product } = item;
  const name = tx(product.name);
  const hasDiscount = product.discount > 0;
  return (
    <article className="product-card product-card-medium">
      <Link to={`/product/${product.id}`} className="product-card-link">
        <span className="product-card-media">
          <MediaImage src={product.image} alt="" size={180} />
          {hasDiscount && (
            <span className="badge-discount">{t('menu.discount', { percent: product.discount })}</span>
          )}
        </span>
        <span className="product-card-body">
          <span className="product-card-name">{name}</span>
          {product.measure && UNITS.includes(product.unit) ? (
            <span className="product-card-measure">
              {t(`unit.${product.unit}`, { value: product.measure })}
            </span>
          ) : null}
          {!product.active && <span className="favourite-card-note">{t('msg.PRODUCT_NOT_AVAILABLE')}</span>}
        </span>
      </Link>
      <FavouriteButton productId={product.id} name={name} />
      <div className="product-card-footer">
        <Price amount={favouritePrice(product)} old={hasDiscount ? product.costPrice : null} />
      </div>
    </article>
  );
}
