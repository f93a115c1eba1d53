import { useT } from '@dastarkhan/client';
import { pickText } from '@dastarkhan/domain/client';
import { useTenant } from '../app/startup/tenant-context';
import { LanguageSwitch } from './language-switch';

/**
 * What every storefront route shows while the tenant is not live (decision 029): its name,
 * logo and colour, and that it opens soon — never a menu that cannot be ordered from.
 */
export function OpeningSoon() {
  const { merchant, settings } = useTenant();
  const { t, lang } = useT();
  const brand = settings.brand || pickText(merchant.name, lang);
  return (
    <div className="app opening-soon-page">
      <header className="site-header">
        <span className="brand">
          {settings.logo ? (
            <img src={settings.logo} alt="" width={40} height={40} className="brand-logo" />
          ) : null}
          <span className="brand-name">{brand}</span>
        </span>
        <LanguageSwitch />
      </header>
      <main id="main" className="opening-soon">
        <span className="opening-soon-mark" aria-hidden="true">
          {(brand.trim()[0] ?? '·').toUpperCase()}
        </span>
        <h1>{t('openingSoon.title')}</h1>
        <p>{t('openingSoon.text', { brand })}</p>
        <p className="opening-soon-later">{t('openingSoon.later')}</p>
      </main>
    </div>
  );
}
