import { useT } from '@dastarkhan/client';
import { formatPhone, phoneHref } from '@dastarkhan/domain/client';
import type { ReactNode } from 'react';
import { useTenant } from '../../app/startup/tenant-context';

interface ContactLink {
  key: string;
  href: string;
  label: string;
  detail?: string;
  icon: ReactNode;
  external: boolean;
}

/** "@name" from a profile URL (t.me/name, instagram.com/name), or the value as typed. */
function handleOf(value: string): string {
  const match = /^https?:\/\/[^/]+\/([^/?#]+)/.exec(value.trim());
  return match ? `@${match[1]}` : value.trim();
}

/** A link for a value that may be a full URL or just "@handle". */
function profileUrl(value: string, base: string): string {
  const trimmed = value.trim();
  if (/^https?:\/\//.test(trimmed)) return trimmed;
  return `${base}${trimmed.replace(/^@/, '')}`;
}

/** The tenant's contacts and apps on /about; each shown only when its Active flag is on (spec §3). */
export function CompanyContacts() {
  const { settings } = useTenant();
  const { t } = useT();
  const contacts: ContactLink[] = [];
  if (settings.phoneActive && phoneHref(settings.phone))
    contacts.push({
      key: 'phone',
      href: phoneHref(settings.phone),
      label: t('pages.call'),
      detail: formatPhone(settings.phone),
      icon: <Glyph d={PHONE} />,
      external: false,
    });
  if (settings.telegramActive && settings.telegram)
    contacts.push({
      key: 'telegram',
      href: profileUrl(settings.telegram, 'https://t.me/'),
      label: 'Telegram',
      detail: handleOf(settings.telegram),
      icon: <Glyph d={TELEGRAM} />,
      external: true,
    });
  if (settings.instagramActive && settings.instagram)
    contacts.push({
      key: 'instagram',
      href: profileUrl(settings.instagram, 'https://www.instagram.com/'),
      label: 'Instagram',
      detail: handleOf(settings.instagram),
      icon: <Glyph d={INSTAGRAM} />,
      external: true,
    });
  if (settings.facebookActive && settings.facebook)
    contacts.push({
      key: 'facebook',
      href: profileUrl(settings.facebook, 'https://www.facebook.com/'),
      label: 'Facebook',
      detail: handleOf(settings.facebook),
      icon: <Glyph d={FACEBOOK} />,
      external: true,
    });

  const apps: ContactLink[] = [];
  if (settings.iosAppLinkActive && settings.iosAppLink)
    apps.push({
      key: 'ios',
      href: settings.iosAppLink,
      label: t('pages.iosApp'),
      icon: <Glyph d={APPLE} />,
      external: true,
    });
  if (settings.androidAppLinkActive && settings.androidAppLink)
    apps.push({
      key: 'android',
      href: settings.androidAppLink,
      label: t('pages.androidApp'),
      icon: <Glyph d={PLAY} />,
      external: true,
    });
  if (settings.telegramBotLinkActive && settings.telegramBotLink)
    apps.push({
      key: 'bot',
      href: profileUrl(settings.telegramBotLink, 'https://t.me/'),
      label: t('pages.telegramBot'),
      detail: handleOf(settings.telegramBotLink),
      icon: <Glyph d={TELEGRAM} />,
      external: true,
    });

  return (
    <>
      {contacts.length > 0 && <LinkTiles id="contacts" title={t('pages.contacts')} links={contacts} />}
      {apps.length > 0 && <LinkTiles id="apps" title={t('pages.apps')} links={apps} />}
    </>
  );
}

function LinkTiles({ id, title, links }: { id: string; title: string; links: ContactLink[] }) {
  const { t } = useT();
  return (
    <section className="company-links" aria-labelledby={`company-${id}`}>
      <h2 id={`company-${id}`}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a
              className={`company-link company-link-${link.key}`}
              href={link.href}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className="company-link-icon">{link.icon}</span>
              <span className="company-link-text">
                <span className="company-link-label">{link.label}</span>
                {link.detail && <span className="company-link-detail">{link.detail}</span>}
              </span>
              {link.external && <span className="visually-hidden">{t('pages.newTab')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const PHONE =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z';
const TELEGRAM =
  'M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.1-8.2c.4-.4-.1-.6-.6-.2L6.1 13 1.3 11.5c-1-.3-1-1 .2-1.5L20.6 2.7c.9-.3 1.6.2 1.3 1.6z';
const INSTAGRAM =
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3.1 0-4.1.1C3.6 2.3 2.3 3.6 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 4.3 1.5 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c4.3-.2 5.6-1.5 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-4.3-1.5-5.6-5.8-5.8C15.1 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .1 2.9.1 4 1.2 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.9-1.2 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.9-.1-4-1.2-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C4 5 5.1 4 8 3.9c1-.1 1.3-.1 4-.1z';
const FACEBOOK =
  'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z';
const APPLE =
  'M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2.1-.9-3.4-.9-1.7 0-3.4 1-4.3 2.6-1.8 3.2-.5 7.9 1.3 10.5.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.8 3.4-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.9-1.1-2.9-4.2zM13.8 4.9c.7-.9 1.2-2.1 1.1-3.3-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.2 1.1.1 2.3-.6 3-1.5z';
const PLAY =
  'M3.6 2.2c-.3.3-.4.7-.4 1.3v17c0 .6.1 1 .4 1.3l9.6-9.8zm10.6 10.8 2.7 2.8-11.7 6.6c-.4.2-.8.3-1.1.2zM4.1 1.4c.3-.1.7 0 1.1.2l11.7 6.6-2.7 2.8zm13.8 7.4 3.1 1.8c1 .6 1 1.5 0 2.1l-3.1 1.8-3-3z';
