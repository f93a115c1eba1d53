import { useT } from '@dastarkhan/client';
import { LANGUAGES, type Language, type OperatorSettings } from '@dastarkhan/domain';
import { useState } from 'react';
import { SectionForm } from './section-form';
import type { Save } from './use-settings';

const NAMES: Record<Language, string> = { uz: "O'zbekcha", ru: 'Русский', eng: 'English' };

export function LanguagesSection({ settings, save }: { settings: OperatorSettings; save: Save }) {
  const { t } = useT();
  const [languages, setLanguages] = useState(settings.languages);

  return (
    <SectionForm
      title={t('settings.languages')}
      hint={t('settings.languagesHint')}
      onSave={() => save({ languages })}
    >
      <fieldset className="settings-choice">
        <legend>{t('settings.languages')}</legend>
        {LANGUAGES.map((lang) => (
          <label key={lang}>
            <input
              type="checkbox"
              checked={languages[lang]}
              onChange={(e) => setLanguages({ ...languages, [lang]: e.target.checked })}
            />
            {NAMES[lang]}
          </label>
        ))}
      </fieldset>
      <fieldset className="settings-choice">
        <legend>{t('settings.mainLanguage')}</legend>
        {LANGUAGES.map((lang) => (
          <label key={lang}>
            <input
              type="radio"
              name="main-language"
              checked={languages.main === lang}
              onChange={() => setLanguages({ ...languages, main: lang })}
            />
            {NAMES[lang]}
          </label>
        ))}
      </fieldset>
    </SectionForm>
  );
}
