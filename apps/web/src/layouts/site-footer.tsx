import { pickText } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import { useTenant } from '../features/startup/tenant-context';
import { useT } from '../i18n/i18n-context';

/** Company pages and contacts, each shown only when the tenant switched it on (spec §3). */
export function SiteFooter() {
  const { settings } = useTenant();
  const { t, lang } = useT();
  const contacts = [
    settings.phoneActive && settings.phone
      ? { href: `tel:+${settings.phone.replace(/\D/g, '')}`, label: `+${settings.phone.replace(/\D/g, '')}` }
      : null,
    settings.telegramActive && settings.telegram ? { href: settings.telegram, label: 'Telegram' } : null,
    settings.instagramActive && settings.instagram ? { href: settings.instagram, label: 'Instagram' } : null,
    settings.facebookActive && settings.facebook ? { href: settings.facebook, label: 'Facebook' } : null,
  ].filter((c): c is { href: string; label: string } => c !== null);
  const apps = [
    settings.telegramBotLinkActive && settings.telegramBotLink
      ? { href: settings.telegramBotLink, label: 'Telegram bot' }
      : null,
    settings.iosAppLinkActive && settings.iosAppLink
      ? { href: settings.iosAppLink, label: 'App Store' }
      : null,
    settings.androidAppLinkActive && settings.androidAppLink
      ? { href: settings.androidAppLink, label: 'Google Play' }
      : null,
  ].filter((c): c is { href: string; label: string } => c !== null);
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.links')}>
        <ul>
          {settings.aboutMerchantActive && (
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
          )}
          {settings.termsOfUseActive && (
            <li>
              <Link to="/offerta">{t('footer.offer')}</Link>
            </li>
          )}
          {settings.privacyActive && (
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
          )}
          {settings.vacanciesActive && (
            <li>
              <Link to="/vacancy">{t('footer.vacancies')}</Link>
            </li>
          )}
          {settings.branchesActive && (
            <li>
              <Link to="/branches">{t('nav.branches')}</Link>
            </li>
          )}
        </ul>
      </nav>
      {contacts.length > 0 && (
        <ul className="footer-contacts" aria-label={t('footer.contacts')}>
          {contacts.map((c) => (
            <li key={c.label}>
              <a href={c.href} rel="noopener noreferrer">
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {apps.length > 0 && (
        <ul className="footer-apps" aria-label={t('footer.apps')}>
          {apps.map((c) => (
            <li key={c.label}>
              <a href={c.href} rel="noopener noreferrer">
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="copyright">
        <span>{pickText(settings.leftCopyWrite, lang)}</span>
        <span>{pickText(settings.rightCopyWrite, lang)}</span>
      </p>
    </footer>
  );
}
