import { useT } from '@dastarkhan/client';
import { CONSOLE_LANGUAGES, useLanguage } from '../app/i18n';

const SHORT = { uz: 'UZ', ru: 'RU', eng: 'EN' } as const;

/** uz / ru / eng as three buttons; the choice is remembered on this device. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useT();
  const { lang, setLang } = useLanguage();
  return (
    <fieldset className={`lang-switch ${className}`}>
      <legend className="visually-hidden">{t('shell.language')}</legend>
      {CONSOLE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className="lang-switch-option"
          aria-pressed={code === lang}
          aria-label={t(`lang.${code}`)}
          lang={code === 'eng' ? 'en' : code}
          onClick={() => setLang(code)}
        >
          {SHORT[code]}
        </button>
      ))}
    </fieldset>
  );
}
