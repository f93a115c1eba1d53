import { useT } from '@dastarkhan/client';
import { Link } from 'react-router';
import { MediaImage } from '../../components/media-image';
import { Price } from '../../components/price';
import { FavouriteButton } from '../favourites/index';
import type { CardProduct } from './menu-view';
import { QuantityButtons } from './quantity-buttons';

export type CardSize = 'BIG' | 'MEDIUM' | 'SMALL';

const IMAGE_SIZE: Record<CardSize, number> = { BIG: 336, MEDIUM: 180, SMALL: 96 };
/** BIG cards show a 16:10 frame (app.css .grid-big); the others are square. */
const IMAGE_HEIGHT: Record<CardSize, number> = { BIG: 210, MEDIUM: 180, SMALL: 96 };

export function discountedPrice(price: number, discount: number) {
  return price - Math.round((price * discount) / 100);
}

/** An appetising card: photo, discount and labels, name, portion, price and the basket buttons. */
export function ProductCard({
  product,
  size,
  withBasket,
  priority,
  eager,
  yieldToPriority,
  onOpen,
}: {
  product: CardProduct;
  size: CardSize;
  withBasket: boolean;
  priority: boolean;
  eager?: boolean;
  /** Shown beside the page's largest paint: its photo yields the pipe to that one (MediaImage). */
  yieldToPriority?: boolean;
  onOpen: (productId: number) => void;
}) {
  const { t } = useT();
  const price = discountedPrice(product.price, product.discount);
  return (
    <article className={`product-card product-card-${size.toLowerCase()}`}>
      <Link
        to={`/product/${product.id}`}
        className="product-card-link"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onOpen(product.id);
        }}
      >
        <span className="product-card-media">
          <MediaImage
            src={product.image}
            alt=""
            size={IMAGE_SIZE[size]}
            height={IMAGE_HEIGHT[size]}
            priority={priority}
            eager={eager}
            yieldToPriority={yieldToPriority}
          />
          {product.discount > 0 && (
            <span className="badge-discount">{t('menu.discount', { percent: product.discount })}</span>
          )}
          {product.labels.length > 0 && (
            <span className="product-labels">
              {product.labels.slice(0, 2).map((label) => (
                <span key={label} className={`label label-${label.toLowerCase()}`}>
                  {labelText(t, label)}
                </span>
              ))}
            </span>
          )}
        </span>
        <span className="product-card-body">
          <span className="product-card-name">{product.name}</span>
          {size !== 'SMALL' && product.measure ? (
            <span className="product-card-measure">
              {t(`unit.${product.unit}`, { value: product.measure })}
            </span>
          ) : null}
          {size === 'BIG' && product.description ? (
            <span className="product-card-description">{product.description}</span>
          ) : null}
        </span>
      </Link>
      {/* Beside the link, not in it: a control inside a link is two controls in one. */}
      <FavouriteButton productId={product.id} name={product.name} />
      <div className="product-card-footer">
        <Price amount={price} old={product.discount > 0 ? product.price : null} />
        {withBasket && <QuantityButtons product={product} onChoose={() => onOpen(product.id)} />}
      </div>
    </article>
  );
}

function labelText(t: ReturnType<typeof useT>['t'], label: string) {
  switch (label) {
    case 'NEW':
    case 'HIT':
    case 'SPICY':
    case 'VEGAN':
    case 'HALAL':
      return t(`label.${label}`);
    default:
      return label;
  }
}
