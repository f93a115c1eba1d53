import { useT } from '@dastarkhan/client';
import { Link, useLocation } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { Price } from '../../components/price';
import { useBasket } from './basket-store';

/**
 * The basket always in reach (spec §3 basketPosition): FLOATING_OVER_PRODUCT shows a pill above
 * the content; NAVIGATION_BAR leaves it to the badge in the bottom navigation.
 */
export function BasketBar() {
  const { merchant, settings } = useTenant();
  const { totals } = useBasket(merchant.id);
  const { t } = useT();
  const { pathname } = useLocation();
  if (settings.basketPosition !== 'FLOATING_OVER_PRODUCT') return null;
  if (totals.count === 0 || pathname === '/basket' || pathname === '/checkout') return null;
  return (
    <Link to="/basket" className="basket-bar" aria-label={t('basket.open')}>
      <span className="basket-bar-count">{t('basket.summary', { count: totals.count })}</span>
      <span className="basket-bar-label">{t('nav.basket')}</span>
      <Price amount={totals.net} />
    </Link>
  );
}
