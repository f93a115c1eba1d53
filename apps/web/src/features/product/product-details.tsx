import { useT } from '@dastarkhan/client';
import { useCallback, useId, useRef } from 'react';
import { Price } from '../../components/price';
import { FavouriteButton } from '../favourites/index';
import { GradeStars } from './grade-stars';
import { OptionGroups } from './option-groups';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import type { ProductPageData } from './product-view';
import { PurchasePanel } from './purchase-panel';
import { useOptionSelection } from './use-option-selection';
import './product.css';

const KNOWN_LABELS = new Set(['NEW', 'HIT', 'SPICY', 'VEGAN', 'HALAL']);

/**
 * Everything about one product — the same component on /product/:id and in the home overlay:
 * photos, name, price, portion, labels, description, options, facts, reviews and the purchase.
 */
export function ProductDetails({
  data,
  level,
  headingId,
  onAdded,
}: {
  data: ProductPageData;
  /** 1 on the page, 2 inside the overlay dialog. */
  level: 1 | 2;
  headingId?: string;
  onAdded?: () => void;
}) {
  const { product, reviews, reviewCount } = data;
  const { t } = useT();
  const ownId = useId();
  const titleId = headingId ?? `${ownId}-title`;
  const selection = useOptionSelection(product.groups);
  const groups = useRef(new Map<number, HTMLFieldSetElement>());
  const Title = level === 1 ? 'h1' : 'h2';
  const sub = level === 1 ? 2 : 3;
  const Sub = sub === 2 ? 'h2' : 'h3';
  const hasDiscount = product.discount > 0;
  const price = product.price - Math.round((product.price * product.discount) / 100);

  const groupRef = useCallback((groupId: number, element: HTMLFieldSetElement | null) => {
    if (element) groups.current.set(groupId, element);
    else groups.current.delete(groupId);
  }, []);
  const focusGroup = useCallback((groupId: number) => {
    const element = groups.current.get(groupId);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);

  return (
    <article className="product-details" aria-labelledby={titleId}>
      <div className="product-layout">
        <div className="product-media">
          <ProductGallery images={product.images} name={product.name} discount={product.discount} />
        </div>
        <div className="product-info">
          <header className="product-header">
            {product.labels.length > 0 && (
              <ul className="product-labels-row">
                {product.labels.map((label) => (
                  <li key={label} className={`label label-${label.toLowerCase()}`}>
                    {KNOWN_LABELS.has(label) ? t(`label.${label}` as 'label.NEW') : label}
                  </li>
                ))}
              </ul>
            )}
            <div className="favourite-title-row">
              <Title id={titleId} className="product-title">
                {product.name}
              </Title>
              <FavouriteButton productId={product.id} name={product.name} variant="inline" />
            </div>
            <div className="product-subline">
              {product.measure ? <span>{t(`unit.${product.unit}`, { value: product.measure })}</span> : null}
              {product.grade !== null && (
                <a className="product-grade" href={`#${ownId}-reviews`}>
                  <GradeStars grade={product.grade} size="sm" />
                  <span aria-hidden="true">{product.grade.toFixed(1)}</span>
                  {reviewCount > 0 && (
                    <span className="product-grade-count">
                      {t('product.reviewCount', { count: reviewCount })}
                    </span>
                  )}
                </a>
              )}
            </div>
            <Price className="product-price" amount={price} old={hasDiscount ? product.price : null} />
          </header>
          {product.description && <p className="product-description">{product.description}</p>}
          <ProductFacts product={product} />
          {product.withoutCart || !product.available ? (
            <p className="product-without-cart">
              {product.withoutCart ? t('product.withoutCart') : t('msg.PRODUCT_NOT_AVAILABLE')}
            </p>
          ) : (
            product.groups.length > 0 && (
              <OptionGroups groups={product.groups} selection={selection} groupRef={groupRef} />
            )
          )}
          {product.composition && (
            <section className="product-composition" aria-labelledby={`${ownId}-composition`}>
              <Sub id={`${ownId}-composition`} className="section-title">
                {t('product.composition')}
              </Sub>
              <p>{product.composition}</p>
            </section>
          )}
          <ProductReviews
            reviews={reviews}
            count={reviewCount}
            grade={product.grade}
            headingId={`${ownId}-reviews`}
            level={sub}
          />
          {!product.withoutCart && product.available && (
            <PurchasePanel
              product={product}
              selection={selection}
              onInvalidGroup={focusGroup}
              onAdded={onAdded}
            />
          )}
        </div>
      </div>
    </article>
  );
}
