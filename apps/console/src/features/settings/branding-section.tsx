import { useT } from '@dastarkhan/client';
import { mainColorTypeOf, type OperatorSettings } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import { MediaPicker } from './media-picker';
import { SectionForm } from './section-form';
import type { Save } from './use-settings';

const HEX = /^#[0-9A-Fa-f]{6}$/;

export function BrandingSection({ settings, save }: { settings: OperatorSettings; save: Save }) {
  const { t } = useT();
  const ids = { color: useId(), hex: useId(), hint: useId() };
  const { branding } = settings;
  const [logo, setLogo] = useState(branding.logo ?? '');
  const [favicon, setFavicon] = useState(branding.favicon ?? '');
  const [color, setColor] = useState(branding.mainColor);
  const [isDark, setIsDark] = useState(branding.isDark);
  const valid = HEX.test(color);
  // Spec §9: white text on a dark main colour, black otherwise — the same rule the server keeps.
  const textColor = valid && mainColorTypeOf(color) === 'dark' ? '#FFFFFF' : '#000000';

  return (
    <SectionForm
      title={t('settings.branding')}
      onSave={() =>
        save({
          branding: {
            logo: logo.trim() || null,
            favicon: favicon.trim() || null,
            mainColor: color,
            isDark,
          },
        })
      }
    >
      <div className="settings-grid">
        <MediaPicker label={t('settings.logo')} value={logo} onChange={setLogo} describedBy={ids.hint} />
        <MediaPicker
          label={t('settings.favicon')}
          value={favicon}
          onChange={setFavicon}
          describedBy={ids.hint}
        />
      </div>
      <p id={ids.hint} className="settings-hint">
        {t('settings.mediaHint')}
      </p>
      <div className="settings-grid">
        <div className="form-field">
          <label htmlFor={ids.color}>{t('settings.mainColor')}</label>
          <input
            id={ids.color}
            type="color"
            className="settings-color"
            value={valid ? color.toLowerCase() : '#000000'}
            onChange={(e) => setColor(e.target.value.toUpperCase())}
          />
        </div>
        <div className="form-field">
          <label htmlFor={ids.hex}>{t('settings.mainColorHex')}</label>
          <input
            id={ids.hex}
            value={color}
            maxLength={7}
            aria-invalid={!valid}
            spellCheck={false}
            onChange={(e) => setColor(e.target.value.trim())}
          />
        </div>
        <div className="settings-preview" style={{ background: valid ? color : '#FFFFFF', color: textColor }}>
          {t('settings.colorPreview')}
        </div>
      </div>
      <fieldset className="settings-choice">
        <legend>{t('settings.theme')}</legend>
        <label>
          <input type="radio" name="theme" checked={!isDark} onChange={() => setIsDark(false)} />
          {t('settings.themeLight')}
        </label>
        <label>
          <input type="radio" name="theme" checked={isDark} onChange={() => setIsDark(true)} />
          {t('settings.themeDark')}
        </label>
      </fieldset>
    </SectionForm>
  );
}
