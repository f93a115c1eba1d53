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
          // The visible code first, so a voice command that says what it sees matches the name.
          aria-label={`${SHORT[code]} ${t(`lang.${code}`)}`}
          title={t(`lang.${code}`)}
          lang={code === 'eng' ? 'en' : code}
          onClick={() => setLang(code)}
        >
          {SHORT[code]}
        </button>
      ))}
    </fieldset>
  );
}
