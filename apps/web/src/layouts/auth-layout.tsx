import { useT } from '@dastarkhan/client';
import { pickText } from '@dastarkhan/domain/client';
import { Link, Outlet } from 'react-router';
import { useTenant } from '../app/startup/tenant-context';
import { LanguageSwitch } from '../components/language-switch';

/**
 * Spec §2 auth layout: the brand and the form, nothing else competing for attention — but the
 * language switch, for a visitor who landed here in a language they do not read.
 */
export default function AuthLayout() {
  const { settings, merchant } = useTenant();
  const { t, lang } = useT();
  const brand = settings.brand || pickText(merchant.name, lang);
  return (
    <div className="auth-layout">
      <header className="auth-header">
        {/* The accessible name starts with the visible brand (WCAG 2.5.3 label in name). */}
        <Link to="/" className="brand" aria-label={`${brand} — ${t('nav.home')}`}>
          {settings.logo ? (
            <img src={settings.logo} alt="" width={56} height={56} className="brand-logo" />
          ) : null}
          <span className="brand-name">{brand}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="auth-main">
        <Outlet />
      </main>
    </div>
  );
}
