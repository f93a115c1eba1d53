import { useT } from '@dastarkhan/client';
import { Link } from 'react-router';
import { GuestNotice } from '../components/guest-notice';

/**
 * A route of spec §2 whose screen has not been built yet (today `/profile/promos`, see routes.ts)
 * answers with the guest notice and a way back, never a blank page.
 */
export default function Placeholder() {
  const { t } = useT();
  return (
    <section className="placeholder">
      <h1>{t('soon.title')}</h1>
      <GuestNotice />
      <p>{t('soon.text')}</p>
      <Link className="button" to="/">
        {t('soon.toMenu')}
      </Link>
    </section>
  );
}
