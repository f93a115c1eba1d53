import { useT } from '@dastarkhan/client';
import { pickText } from '@dastarkhan/domain/client';
import { isRouteErrorResponse, Link, NavLink, Outlet, useLocation, useRouteError } from 'react-router';
import { useTenant } from '../app/startup/tenant-context';
import { ErrorScreen } from '../components/error-screen';
import { LanguageSwitch } from '../components/language-switch';
import { BasketBar, useBasket } from '../features/basket/index';
import { HeaderAccount, UnreadDot } from './header-account';
import { SiteFooter } from './site-footer';

export default function DefaultLayout() {
  return (
    <div className="app">
      <SiteHeader />
      <main id="main" className="page">
        <Outlet />
      </main>
      <SiteFooter />
      <BasketBar />
      <BottomNav />
    </div>
  );
}

/**
 * A page that failed — a 404 above all: an unknown path, product, category or vacancy — keeps the
 * site around it (header, footer, tab bar), so the way on is where it always is.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return (
    <div className="app">
      <SiteHeader />
      <main id="main" className="page">
        <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} path={pathname} inLayout />
      </main>
      <SiteFooter />
      <BottomNav />
    </div>
  );
}

function SiteHeader() {
  const { merchant, settings, lang } = { ...useTenant(), lang: useT().lang };
  const { t } = useT();
  const brand = settings.brand || pickText(merchant.name, lang);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.menu')}
      </a>
      <Link to="/" className="brand" aria-label={`${brand} — ${t('nav.home')}`}>
        {settings.logo ? (
          <img src={settings.logo} alt="" width={40} height={40} className="brand-logo" />
        ) : null}
        <span className="brand-name">{brand}</span>
      </Link>
      <nav className="header-nav" aria-label={t('nav.main')}>
        <NavLink to="/" end>
          {t('nav.menu')}
        </NavLink>
        <NavLink to="/search">{t('nav.search')}</NavLink>
        {settings.branchesActive && <NavLink to="/branches">{t('nav.branches')}</NavLink>}
        <HeaderBasketLink />
      </nav>
      <LanguageSwitch />
      <HeaderAccount />
    </header>
  );
}

function HeaderBasketLink() {
  const { merchant } = useTenant();
  const { totals } = useBasket(merchant.id);
  const { t } = useT();
  return (
    <NavLink to="/basket" className="header-basket">
      {t('nav.basket')}
      {totals.count > 0 && <span className="badge">{totals.count}</span>}
    </NavLink>
  );
}

function BottomNav() {
  const { merchant } = useTenant();
  const { totals } = useBasket(merchant.id);
  const { t } = useT();
  return (
    <nav className="bottom-nav" aria-label={t('nav.main')}>
      <NavLink to="/" end>
        <NavIcon d="M3 10.5 12 3l9 7.5V21H14v-6h-4v6H3z" />
        {t('nav.menu')}
      </NavLink>
      <NavLink to="/search">
        <NavIcon d="M10.5 3a7.5 7.5 0 1 0 4.7 13.3l4.3 4.2 1.4-1.4-4.2-4.3A7.5 7.5 0 0 0 10.5 3zm0 2a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z" />
        {t('nav.search')}
      </NavLink>
      <NavLink to="/basket">
        <span className="nav-icon-wrap">
          <NavIcon d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM3 3h2.2l2.4 10.2A2 2 0 0 0 9.6 15H18v-2H9.6l-.3-1H18a2 2 0 0 0 1.9-1.4L22 5H6.2L5.8 3.6A2 2 0 0 0 3.9 2H3z" />
          {totals.count > 0 && <span className="badge">{totals.count}</span>}
        </span>
        {t('nav.basket')}
      </NavLink>
      <NavLink to="/profile">
        <span className="nav-icon-wrap">
          <NavIcon d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
          <UnreadDot />
        </span>
        {t('nav.profile')}
      </NavLink>
    </nav>
  );
}

function NavIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
