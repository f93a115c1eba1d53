import { useT } from '@dastarkhan/client';
import { useEffect, useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { useMerchant, useMerchantName } from '../app/boot';
import { DeadMessagesCount, useDeadMessages } from '../app/outbox';
import { useLogout, useSession } from '../app/session';
import { homeOf, mayOpen, type ScreenName, StaffProvider, screensFor, useStaffState } from '../app/staff';
import { StaffStreamProvider, StreamStatus } from '../app/staff-stream';
import { LanguageSwitch } from '../components/language-switch';
import { StatusScreen } from '../components/status-screen';
import { AccountMenu } from './account-menu';
import { NavCount, useOpenWaiterCalls, WaiterCallAlert } from './waiter-call-badge';

/** Every screen but the login: a token, then who this is (`/me`), then the frame and the screen. */
export function SignedInLayout() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <StaffProvider>
      <StaffGate />
    </StaffProvider>
  );
}

function StaffGate() {
  const { t } = useT();
  const merchantName = useMerchantName();
  const { state, reload } = useStaffState();
  const logout = useLogout();
  if (state.status === 'loading') {
    return (
      <main className="console-main">
        <StatusScreen title={t('shell.loading')} busy />
      </main>
    );
  }
  if (state.status === 'error') {
    const text =
      state.error.status === 403 ? t('login.notStaff', { merchant: merchantName }) : state.error.text;
    return (
      <main className="console-main">
        <StatusScreen title={t('shell.errorTitle')} text={text}>
          <button type="button" className="button button-primary" onClick={reload}>
            {t('shell.retry')}
          </button>
          <button type="button" className="button" onClick={() => void logout()}>
            {t('shell.logout')}
          </button>
        </StatusScreen>
      </main>
    );
  }
  // One staff stream for the whole page: every screen and the navigation listen to it.
  return (
    <StaffStreamProvider>
      <ConsoleFrame />
    </StaffStreamProvider>
  );
}

function ConsoleFrame() {
  const { t, tx } = useT();
  const merchantName = useMerchantName();
  const merchant = useMerchant();
  const { state } = useStaffState();
  const logout = useLogout();
  const matches = useMatches();
  const waiterCalls = useOpenWaiterCalls(state.status === 'ready' ? state.staff.role : 'KITCHEN');
  const deadMessages = useDeadMessages(state.status === 'ready' ? state.staff.role : 'KITCHEN');
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The phone's navigation is one scrolling strip: the current screen's link is kept in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again on every screen change.
  useEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('.nav-link.active');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [pathname, state.status]);
  if (state.status !== 'ready') return null;
  const { staff } = state;
  const screens = screensFor(staff.role);
  const service = screens.filter((item) => item.section === 'service');
  const manage = screens.filter((item) => item.section === 'manage');
  const screen = (matches.at(-1)?.handle as { screen?: ScreenName } | undefined)?.screen;
  const inManage = manage.some((item) => item.name === screen);
  const name =
    [staff.user.firstName, staff.user.lastName].filter(Boolean).join(' ') || staff.user.phone || '';
  const branches =
    staff.branchIds === null ? null : staff.branches.map((branch) => tx(branch.name)).join(', ');
  return (
    <div className="console">
      <a className="skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      {/* Phones: one row (merchant, live, waiter calls, the menu); from a tablet up the person,
          the language and Log out sit in the bar itself. */}
      <header className="topbar">
        <span className="topbar-merchant">{merchantName}</span>
        <StreamStatus className="topbar-stream" />
        <WaiterCallAlert count={waiterCalls} />
        <div className="topbar-account">
          <span className="topbar-person" title={branches ?? undefined}>
            {t('shell.signedInAs', { name, role: t(`role.${staff.role}`) })}
          </span>
          <LanguageSwitch className="lang-switch-dark" />
          <button type="button" className="button topbar-logout" onClick={() => void logout()}>
            {t('shell.logout')}
          </button>
        </div>
        <AccountMenu
          person={name}
          role={t(`role.${staff.role}`)}
          branches={branches}
          onLogout={() => void logout()}
        />
      </header>
      <nav
        className={`sidebar${screens.length < 2 ? ' is-single' : ''}`}
        aria-label={t('shell.navigation')}
        ref={nav}
      >
        <ul>
          {service.map((item) => (
            <li key={item.name}>
              <NavLink to={item.path} className="nav-link">
                {t(item.title)}
                {item.badge === 'waiterCalls' && <NavCount count={waiterCalls} />}
              </NavLink>
            </li>
          ))}
          {manage.length > 0 && (
            <li className="nav-hub">
              <NavLink
                to="/manage"
                className={({ isActive }) => `nav-link${isActive || inManage ? ' active' : ''}`}
                {...(inManage ? { 'aria-current': 'page' as const } : {})}
              >
                {t('manage.title')}
                <DeadMessagesCount count={deadMessages} />
              </NavLink>
            </li>
          )}
        </ul>
        {manage.length > 0 && (
          <div className="nav-manage">
            <h2 className="nav-heading" id="nav-manage-heading">
              {t('manage.title')}
            </h2>
            <ul aria-labelledby="nav-manage-heading">
              {manage.map((item) => (
                <li key={item.name}>
                  <NavLink to={item.path} className="nav-link">
                    {t(item.title)}
                    {item.badge === 'deadMessages' && <DeadMessagesCount count={deadMessages} />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        )}
      </nav>
      <main className="console-main" id="content">
        {screen && !mayOpen(staff.role, screen) ? (
          <StatusScreen title={t('shell.notAllowed')}>
            <NavLink className="button button-primary" to={homeOf(staff.role, merchant)}>
              {t('shell.toStart')}
            </NavLink>
          </StatusScreen>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}

/** `/console/`: the role's first screen. */
export function RoleHome() {
  const { state } = useStaffState();
  const merchant = useMerchant();
  return state.status === 'ready' ? <Navigate to={homeOf(state.staff.role, merchant)} replace /> : null;
}
