import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context';

/** Spec §6: guests are told what logging in gives them. */
export function GuestNotice() {
  const { t } = useT();
  return (
    <div className="guest-notice" role="note">
      <p>{t('guest.notice')}</p>
      <Link className="button button-primary" to="/login">
        {t('guest.login')}
      </Link>
    </div>
  );
}
