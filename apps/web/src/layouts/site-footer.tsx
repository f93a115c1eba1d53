import { useT } from '@dastarkhan/client';
import { formatPhone, phoneHref, pickText } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import { useSession } from '../app/session/use-session';
import { useTenant } from '../app/startup/tenant-context';

interface FooterLink {
  href: string;
  label: string;
}

/** Company pages and contacts, each shown only when the tenant switched it on (spec §3). */
export function SiteFooter() {
  const { settings } = useTenant();
  const { t, lang } = useT();
  // The server cannot know who is here: guests and the not-yet-known see "Log in".
  const signedIn = useSession().status === 'user';
  const contacts = [
    // The domain's phone formatting, the same the /about page and the branches use.
    settings.phoneActive && phoneHref(settings.phone)
      ? { href: phoneHref(settings.phone), label: formatPhone(settings.phone) }
      : null,
    settings.telegramActive && settings.telegram ? { href: settings.telegram, label: 'Telegram' } : null,
    settings.instagramActive && settings.instagram ? { href: settings.instagram, label: 'Instagram' } : null,
    settings.facebookActive && settings.facebook ? { href: settings.facebook, label: 'Facebook' } : null,
  ].filter((c): c is FooterLink => c !== null);
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
  ].filter((c): c is FooterLink => c !== null);
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
          <li>
            {signedIn ? (
              <Link to="/profile">{t('nav.profile')}</Link>
            ) : (
              <Link to="/login">{t('guest.login')}</Link>
            )}
          </li>
          <li>
            <Link to="/profile/orders">{t('account.orders')}</Link>
          </li>
        </ul>
      </nav>
      <LinkList label={t('footer.contacts')} className="footer-contacts" links={contacts} />
      <LinkList label={t('footer.apps')} className="footer-apps" links={apps} />
      <p className="copyright">
        <span>{pickText(settings.leftCopyWrite, lang)}</span>
        <span>{pickText(settings.rightCopyWrite, lang)}</span>
      </p>
    </footer>
  );
}

function LinkList({ label, className, links }: { label: string; className: string; links: FooterLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
