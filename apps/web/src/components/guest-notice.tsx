import { useT } from '@dastarkhan/client';
import { Link } from 'react-router';

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
