import './pages.css';
import { useT } from '@dastarkhan/client';
import { pickText } from '@dastarkhan/domain/client';
import { useTenant } from '../../app/startup/tenant-context';
import { CompanyContacts } from './company-contacts';
import { POLICY_PAGES, type PolicyPageKind } from './policy-pages';

/** A company or legal text: heading, paragraphs; /about adds the tenant's contacts and apps. */
export function PolicyPageView({ kind, paragraphs }: { kind: PolicyPageKind; paragraphs: string[] }) {
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
      {paragraphs.length > 0 ? (
        <div className="policy-text">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className="empty-state policy-empty">{t('pages.empty')}</p>
      )}
      {about && <CompanyContacts />}
    </article>
  );
}
