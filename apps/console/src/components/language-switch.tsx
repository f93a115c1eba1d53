import { useT } from '@dastarkhan/client';
import { CONSOLE_LANGUAGES, useLanguage } from '../app/i18n';

const SHORT = { uz: 'UZ', ru: 'RU', eng: 'EN' } as const;

/**
 * uz / ru / eng as three buttons; the choice is remembered on this device. Short codes in the top
 * bar; `long`: each language's own name (the phone's menu sheet has the room).
 */
export function LanguageSwitch({ className = '', long = false }: { className?: string; long?: boolean }) {
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
          aria-label={long ? undefined : `${SHORT[code]} ${t(`lang.${code}`)}`}
          title={long ? undefined : t(`lang.${code}`)}
          lang={code === 'eng' ? 'en' : code}
          onClick={() => setLang(code)}
        >
          {long ? OWN_NAME[code] : SHORT[code]}
        </button>
      ))}
    </fieldset>
  );
}

/** Each language by its own name, whatever the page's language: a person finds theirs. */
const OWN_NAME = { uz: 'O‘zbekcha', ru: 'Русский', eng: 'English' } as const;
