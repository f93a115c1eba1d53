import { useT } from '@dastarkhan/client';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { Price } from '../../components/price';
import { basketBarShown, countRose } from './basket-bar-shown';
import { useBasket } from './basket-store';

const ADDED_MS = 2500;

/**
 * The basket always in reach (issue 19, spec §3 basketPosition). On a phone: a bar over the tab
 * bar with the count and the total on the pages dishes are picked on. On a desktop the sticky
 * header's basket link does that job; FLOATING_OVER_PRODUCT adds the bar there too.
 * The basket lives in the browser, so the bar appears after hydration: it is fixed, and the page
 * keeps room for it, so nothing moves.
 */
export function BasketBar() {
  const { merchant, settings } = useTenant();
  const { totals, ready } = useBasket(merchant.id);
  const { t } = useT();
  const { pathname } = useLocation();
  const added = useAddedFeedback(ready ? totals.count : null, pathname);
  const shown = basketBarShown(pathname, totals.count);
  const floating = settings.basketPosition === 'FLOATING_OVER_PRODUCT';
  return (
    <>
      {shown && (
        <Link to="/basket" className={`basket-bar${floating ? ' basket-bar-floating' : ''}`}>
          <span className="basket-bar-text">
            <span className="basket-bar-label">{t('nav.basket')}</span>
            <span className="basket-bar-count">{t('basket.summary', { count: totals.count })}</span>
          </span>
          <Price amount={totals.net} />
        </Link>
      )}
      {/* In the bar's place on a phone, under the header's basket on a desktop: never over a
          price or a "+" (issue 19), gone after a moment or a move to another page. */}
      <p className="basket-added" role="status">
        {added ? t('msg.ADDED_TO_CART') : ''}
      </p>
    </>
  );
}

/** True for a moment after the basket's count rose on this page; false again on another page. */
function useAddedFeedback(count: number | null, pathname: string): boolean {
  // A new stamp per addition, so a second "+" keeps the feedback for its own moment.
  const [stamp, setStamp] = useState(0);
  const previous = useRef<number | null>(null);
  const page = useRef(pathname);
  useEffect(() => {
    const samePage = page.current === pathname;
    const rose = samePage && countRose(previous.current, count ?? 0);
    previous.current = count;
    page.current = pathname;
    // Anything else that changed (another page, a line taken away) ends the feedback. A product
    // page says "added" in its own purchase bar.
    if (rose && basketBarShown(pathname, 1)) setStamp((n) => n + 1);
    else setStamp(0);
  }, [count, pathname]);
  useEffect(() => {
    if (stamp === 0) return;
    const timer = setTimeout(() => setStamp(0), ADDED_MS);
    return () => clearTimeout(timer);
  }, [stamp]);
  return stamp > 0;
}
