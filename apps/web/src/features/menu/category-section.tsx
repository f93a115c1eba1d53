import type { MenuCategory } from './menu-view';
import { ProductCard } from './product-card';

/** One category: its view type (BIG/MEDIUM/SMALL) and scroll direction come from the menu (spec §3). */
export function CategorySection({
  category,
  withBasket,
  eagerCount,
  onOpen,
}: {
  category: MenuCategory;
  withBasket: boolean;
  /** How many of its first images load eagerly (the top of the first screen); the first of them is the page's largest paint. */
  eagerCount: number;
  onOpen: (productId: number) => void;
}) {
  const headingId = `category-${category.id}-title`;
  return (
    <section id={`category-${category.id}`} className="category-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="category-title">
        {category.name}
      </h2>
      <div
        className={`product-grid grid-${category.viewType.toLowerCase()} ${category.scrollType === 'HORIZONTAL' ? 'grid-horizontal' : ''}`}
      >
        {category.products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            size={category.viewType}
            withBasket={withBasket && !category.isWithoutCart}
            priority={index === 0 && eagerCount > 0}
            eager={index < eagerCount}
            // The rest of the first category shares the first screen with its largest paint.
            yieldToPriority={eagerCount > 0 && index >= eagerCount}
            onOpen={onOpen}
          />
        ))}
        {Array.from({ length: category.pending }, (_, i) => (
          // Identical placeholders in a fixed order, replaced all at once: the index is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className="skeleton card-skeleton" aria-hidden="true" />
        ))}
      </div>
    </section>
  );
}
