import { useT } from '@dastarkhan/client';
import type { Language } from '@dastarkhan/domain';
import { useRevalidator } from 'react-router';
import { useTenant } from '../app/startup/tenant-context';
import { COOKIE, setBrowserCookie } from '../lib/cookies';

const SHORT: Record<Language, string> = { uz: "O'z", ru: 'Рус', eng: 'Eng' };

/** Only the languages the tenant enables; the choice is kept in the `lang` cookie (spec §9). */
export function LanguageSwitch() {
  const { languages } = useTenant();
  const { lang, t } = useT();
  const revalidator = useRevalidator();
  if (languages.length < 2) return null;
  return (
    <fieldset className="lang-switch">
      <legend className="visually-hidden">{t('lang.label')}</legend>
      {languages.map((code) => (
        <label key={code} className={code === lang ? 'active' : undefined}>
          <input
            type="radio"
            name="lang"
            value={code}
            checked={code === lang}
            onChange={() => {
              setBrowserCookie(COOKIE.lang, code);
              void revalidator.revalidate();
            }}
          />
          <span aria-hidden="true">{SHORT[code]}</span>
          <span className="visually-hidden">{t(`lang.${code}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
