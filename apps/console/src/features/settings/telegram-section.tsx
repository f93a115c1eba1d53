import { formatTashkentDate, useT } from '@dastarkhan/client';
import type { IntegrationCheck } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import { useApi } from '../../app/session';
import type { SavedSettings } from './use-settings';

/**
 * The bot's connection (decision 031, 035): how setting it up went after the token was saved,
 * a button to connect it again, and a warning while the staff group refuses it.
 */
export function TelegramSection({ settings }: { settings: SavedSettings }) {
  const { t, tx, lang } = useT();
  const api = useApi();
  const titleId = useId();
  const [connect, setConnect] = useState<IntegrationCheck | 'connecting' | { error: string } | null>(null);
  const hasToken = settings.credentials.telegram.botToken !== null;
  const blocked = settings.staffChatBlocked;

  const onConnect = async () => {
    setConnect('connecting');
    const [error, result] = await api.post<IntegrationCheck>(
      '/users/v1/operator/settings/telegram/connect',
      {},
    );
    setConnect(error ? { error: error.text } : result!);
  };

  const outcome = (check: IntegrationCheck) => (
    <>
      <span aria-hidden="true">{check.ok ? '✓ ' : '✕ '}</span>
      {tx(check.message)}
    </>
  );

  return (
    <section className="settings-section settings-telegram" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settingsTelegram.title')}</h2>
      <p className="settings-hint">{t('settingsTelegram.hint')}</p>
      {blocked && (
        <div className="settings-warning" data-staff-chat-blocked>
          <p>
            <strong>
              {t('settingsTelegram.staffBlocked', { date: formatTashkentDate(blocked.at, lang) })}
            </strong>
          </p>
          <p>
            {t('settingsTelegram.telegramSaid')}: <q>{blocked.reason}</q>
          </p>
        </div>
      )}
      {settings.telegramSetup && (
        <p className={`settings-check ${settings.telegramSetup.ok ? 'ok' : 'failed'}`} role="status">
          {t('settingsTelegram.setupAfterSave')} {outcome(settings.telegramSetup)}
        </p>
      )}
      {hasToken ? (
        <div className="settings-actions">
          <button
            type="button"
            className="button"
            disabled={connect === 'connecting'}
            onClick={() => void onConnect()}
          >
            {connect === 'connecting' ? t('settingsTelegram.connecting') : t('settingsTelegram.connect')}
          </button>
          <span className="settings-hint">{t('settingsTelegram.connectHint')}</span>
        </div>
      ) : (
        <p className="settings-hint">{t('settingsTelegram.noToken')}</p>
      )}
      <div role="status">
        {connect !== null && connect !== 'connecting' && (
          <p className={`settings-check ${'error' in connect || !connect.ok ? 'failed' : 'ok'}`}>
            {'error' in connect ? connect.error : outcome(connect)}
          </p>
        )}
      </div>
    </section>
  );
}
