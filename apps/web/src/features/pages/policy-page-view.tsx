import './pages.css';
import { useT } from '@dastarkhan/client';
import { pickText } from '@dastarkhan/domain/client';
import { useTenant } from '../../app/startup/tenant-context';
import { CompanyContacts } from './company-contacts';
import { POLICY_PAGES, type PolicyPageKind } from './policy-pages';

/**
 * A company or legal text: heading, the merchant's Markdown as the server rendered and sanitised
 * it (decision 026); /about adds the tenant's contacts and apps.
 */
export function PolicyPageView({ kind, html }: { kind: PolicyPageKind; html: string }) {
  const { t, lang } = useT();
  const { settings, merchant } = useTenant();
  const about = kind === 'about';
  const brand = settings.brand || pickText(merchant.name, lang);
  return (
    <article className={`policy-page${about ? ' policy-page-about' : ''}`}>
      <header className="policy-head">
        {about && settings.logo && (
          <img className="policy-logo" src={settings.logo} alt="" width={64} height={64} />
        )}
        <div>
          <h1>{t(POLICY_PAGES[kind].title)}</h1>
          {about && <p className="policy-brand">{brand}</p>}
        </div>
      </header>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown with raw HTML off and only http(s)/mailto/tel links, on the server (apps/api features/pages/render-markdown.ts).
        <div className="policy-text" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="empty-state policy-empty">{t('pages.empty')}</p>
      )}
      {about && <CompanyContacts />}
    </article>
  );
}
