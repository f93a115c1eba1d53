import { useT } from '@dastarkhan/client';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';
import { BrandingSection } from './branding-section';
import { CredentialsSections } from './credentials-section';
import { DomainSection } from './domain-section';
import { LanguagesSection } from './languages-section';
import { StatusSmsSection } from './status-sms-section';
import { SwitchesSection } from './switches-section';
import { TelegramSection } from './telegram-section';
import { useSettings } from './use-settings';
import './settings.css';

/** `/console/settings` (OWNER): each section saves on its own and says how it went beside its button. */
export function SettingsPage() {
  const { t } = useT();
  const { state, save, check, retry } = useSettings();
  return (
    <div className="settings">
      <ScreenTitle title={t('settings.title')} suffix={useMerchantName()} />
      {state.status === 'loading' && (
        <div className="settings-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert" className="settings-section">
          <p>
            {t('settings.loadFailed')} {state.text}
          </p>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <BrandingSection settings={state.settings} save={save} />
          <LanguagesSection settings={state.settings} save={save} />
          <SwitchesSection settings={state.settings} save={save} />
          <CredentialsSections settings={state.settings} save={save} check={check} />
          <TelegramSection settings={state.settings} />
          <DomainSection settings={state.settings} save={save} />
          <StatusSmsSection />
        </>
      )}
    </div>
  );
}
