import { Link, Outlet } from 'react-router';
import { useTenant } from '../features/startup/tenant-context';
import { useT } from '../i18n/i18n-context';

/** Spec §2 auth layout: the brand and the form, nothing else competing for attention. */
export default function AuthLayout() {
  const { settings } = useTenant();
  const { t } = useT();
  return (
    <div className="auth-layout">
      <header className="auth-header">
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          {settings.logo ? (
            <img src={settings.logo} alt="" width={56} height={56} className="brand-logo" />
          ) : null}
          <span className="brand-name">{settings.brand}</span>
        </Link>
      </header>
      <main id="main" className="auth-main">
        <Outlet />
      </main>
    </div>
  );
}
