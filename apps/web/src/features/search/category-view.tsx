import './search.css';
import { useT } from '@dastarkhan/client';
import { Link, useNavigate } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { ClosedNotice } from '../../components/closed-notice';
import type { MenuCategory } from '../menu/index';
import { ProductCard } from '../menu/index';

/** One category on its own page, in its view type (spec §3 viewType BIG/MEDIUM/SMALL). */
export function CategoryView({ category }: { category: MenuCategory }) {
  const { t } = useT();
  const { settings } = useTenant();
  const navigate = useNavigate();
  const count = category.products.length;
  return (
    <div className="category-page">
      <header className="category-page-head">
        <Link className="category-back" to="/">
          <span aria-hidden="true">←</span>
          {t('category.back')}
        </Link>
        <h1>{category.name}</h1>
        <p>{t('category.count', { count })}</p>
      </header>
      <ClosedNotice />
      {count === 0 ? (
        <p className="empty-state">{t('category.empty')}</p>
      ) : (
        <div className={`product-grid grid-${category.viewType.toLowerCase()}`}>
          {category.products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              size={category.viewType}
              withBasket={settings.cartInMainActive && !category.isWithoutCart}
              priority={index === 0}
              onOpen={(id) => navigate(`/product/${id}`)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
