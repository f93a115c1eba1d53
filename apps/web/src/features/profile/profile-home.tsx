import { useT } from '@dastarkhan/client';
import type { User } from '@dastarkhan/domain';
import { formatPhone, formatSom } from '@dastarkhan/domain/client';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { type Session, sessionStore } from '../../app/session/session-store';
import { useLogout } from '../../app/session/use-logout';
import { useApi } from '../../app/session/use-session';
import { useUnreadCount } from '../../app/session/use-unread-count';
import { useTenant } from '../../app/startup/tenant-context';
import { CountBadge } from '../../components/count-badge';
import { LanguageSwitch } from '../../components/language-switch';
import { Price } from '../../components/price';
import { UserAvatar } from './user-avatar';
import './profile.css';

/** `/profile`: who is signed in, the account's sections per the tenant's switches, language, logout. */
export function ProfileHome() {
  const { t } = useT();
  return <AccountGate title={t('account.title')}>{(session) => <Profile session={session} />}</AccountGate>;
}

function Profile({ session }: { session: Session }) {
  const { t, lang } = useT();
  const { settings } = useTenant();
  const { authed } = useApi();
  const logout = useLogout();
  const unread = useUnreadCount() ?? 0;
  const { user } = session;

  useEffect(() => {
    // The stored copy may be days old (cashback, a name changed in another tab).
    void authed((api) => api.get<User>('/users/v1/users/me')).then(([error, fresh]) => {
      if (!error && fresh) sessionStore.updateUser(fresh);
    });
  }, [authed]);

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const showBalance = settings.cashbackActive && settings.balanceActive;
  const balanceOnTop = showBalance && settings.isVisibleAtProfileTop;
  const links: Array<{ to: string; label: string; badge?: ReactNode; show: boolean }> = [
    { to: '/profile/user', label: t('account.personal'), show: true },
    { to: '/profile/orders', label: t('account.orders'), show: true },
    { to: '/profile/address', label: t('account.addresses'), show: true },
    { to: '/profile/reservations', label: t('reservations.profileLink'), show: settings.bookingActive },
    { to: '/profile/favorites', label: t('account.favourites'), show: settings.favouriteActive },
    {
      to: '/profile/notifications',
      label: t('account.notifications'),
      badge: <CountBadge count={unread} label={t('account.unread', { count: unread })} />,
      show: settings.notificationsActive,
    },
    { to: '/profile/cards', label: t('account.cards'), show: settings.cardActive },
    { to: '/profile/promos', label: t('account.promos'), show: settings.promoActive },
    // Decision 015: the cashback history (a row of its own when the balance is not at the top).
    {
      to: '/profile/cashback',
      label: t('cashback.title'),
      badge: showBalance ? (
        <span className="profile-badge">{formatSom(user.cashback, lang)}</span>
      ) : undefined,
      show: settings.cashbackActive && !balanceOnTop,
    },
    { to: '/profile/feedback', label: t('feedback.title'), show: true },
  ];
  // Decision 015: the balance is shown only where cashback exists (lavash has none), linked to
  // its history; `isVisibleAtProfileTop` puts it under the name, else it is one of the rows.
  const balance = (
    <Link to="/profile/cashback" className="account-card profile-balance">
      <span>{t('account.cashback')}</span>
      <Price amount={user.cashback} />
    </Link>
  );

  return (
    <section className="account-page">
      <h1 className="account-title">{t('account.title')}</h1>
      <Link to="/profile/user" className="account-card profile-head">
        <UserAvatar user={user} size={64} />
        <span className="profile-head-text">
          <span className="profile-name">{name || t('account.noName')}</span>
          {user.phone && <span className="profile-phone">{formatPhone(user.phone)}</span>}
        </span>
      </Link>
      {balanceOnTop && balance}
      <nav aria-label={t('account.links')}>
        <ul className="account-card profile-links">
          {links
            .filter((link) => link.show)
            .map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="profile-link">
                  <span>{link.label}</span>
                  {link.badge}
                  <span aria-hidden="true" className="profile-chevron">
                    ›
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <div className="account-card profile-language">
        <span>{t('account.language')}</span>
        <LanguageSwitch />
      </div>
      <button type="button" className="button profile-logout" onClick={() => void logout()}>
        {t('account.logout')}
      </button>
    </section>
  );
}
