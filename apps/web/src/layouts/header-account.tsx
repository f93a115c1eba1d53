import { useT } from '@dastarkhan/client';
import { Link, NavLink } from 'react-router';
import { useSession } from '../app/session/use-session';
import { useUnreadCount } from '../app/session/use-unread-count';
import { CountBadge } from '../components/count-badge';

/**
 * The desktop header's account corner (the phone has its tab bar): "Log in" for a guest; the
 * orders and the profile, with the unread notifications on it, for a signed-in user. Empty while
 * the browser has not said who is here (the server cannot know); its width is reserved in CSS.
 */
export function HeaderAccount() {
  const { t } = useT();
  const session = useSession();
  const unread = useUnreadCount() ?? 0;
  return (
    <nav className="header-account" aria-label={t('nav.account')}>
      {session.status === 'guest' && (
        <Link to="/login" className="header-login">
          {t('guest.login')}
        </Link>
      )}
      {session.status === 'user' && (
        <>
          <NavLink to="/profile/orders" className="header-orders">
            {t('account.orders')}
          </NavLink>
          <NavLink to="/profile" end>
            {t('nav.profile')}
            <CountBadge count={unread} label={t('account.unread', { count: unread })} />
          </NavLink>
        </>
      )}
    </nav>
  );
}

/** The tab bar's profile icon with the same unread count. */
export function UnreadDot() {
  const { t } = useT();
  const unread = useUnreadCount() ?? 0;
  return <CountBadge count={unread} label={t('account.unread', { count: unread })} className="nav-count" />;
}
