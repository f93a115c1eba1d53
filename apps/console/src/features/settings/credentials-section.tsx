import { useT } from '@dastarkhan/client';
import {
  CREDENTIAL_FIELDS,
  type CredentialGroup,
  type IntegrationCheck,
  type OperatorSettings,
  type OperatorSettingsUpdate,
  type SmsGatewayKind,
} from '@dastarkhan/domain';
import { useId, useState } from 'react';
import type { MessageKey } from '../../i18n/catalog';
import { SectionForm } from './section-form';
import type { Save } from './use-settings';

type Check = (integration: string) => Promise<IntegrationCheck | string>;
type Edits = Record<string, { value: string; remove: boolean }>;

const GROUPS: CredentialGroup[] = ['sms', 'payme', 'click', 'uzum', 'telegram'];

export function CredentialsSections({
  settings,
  save,
  check,
}: {
  settings: OperatorSettings;
  save: Save;
  check: Check;
}) {
  const { t } = useT();
  return (
    <section className="settings-credentials" aria-labelledby="settings-credentials-title">
      <h2 id="settings-credentials-title">{t('settings.credentials')}</h2>
      <p className="settings-hint">{t('settings.credentialsHint')}</p>
      {GROUPS.map((group) => (
        <ProviderForm key={group} group={group} settings={settings} save={save} check={check} />
      ))}
    </section>
  );
}

function ProviderForm({
  group,
  settings,
  save,
  check,
}: {
  group: CredentialGroup;
  settings: OperatorSettings;
  save: Save;
  check: Check;
}) {
  const { t, tx } = useT();
  const view = settings.credentials[group] as Record<string, string | null>;
  const [edits, setEdits] = useState<Edits>({});
  const [gateway, setGateway] = useState<SmsGatewayKind>(settings.credentials.sms.gateway);
  const [sender, setSender] = useState(settings.credentials.sms.sender);
  const [chatId, setChatId] = useState(settings.credentials.telegram.staffChatId);
  const [result, setResult] = useState<{ ok: boolean; text: string } | 'testing' | null>(null);
  const ids = { gateway: useId(), sender: useId(), chat: useId() };

  const onSave = async () => {
    const part: Record<string, string> = {};
    for (const [name, edit] of Object.entries(edits)) {
      if (edit.remove) part[name] = '';
      else if (edit.value.trim()) part[name] = edit.value.trim();
    }
    const extra = group === 'sms' ? { gateway, sender } : group === 'telegram' ? { staffChatId: chatId } : {};
    const error = await save({ credentials: { [group]: { ...part, ...extra } } } as OperatorSettingsUpdate);
    if (!error) setEdits({});
    return error;
  };

  const test = async () => {
    setResult('testing');
    const answer = await check(group);
    setResult(
      typeof answer === 'string' ? { ok: false, text: answer } : { ok: answer.ok, text: tx(answer.message) },
    );
  };

  return (
    <SectionForm
      title={t(`settings.${group}` as MessageKey)}
      onSave={onSave}
      actions={
        <button type="button" className="button" disabled={result === 'testing'} onClick={() => void test()}>
          {result === 'testing' ? t('settings.testing') : t('settings.test')}
        </button>
      }
    >
      {group === 'sms' && (
        <div className="settings-grid">
          <div className="form-field">
            <label htmlFor={ids.gateway}>{t('settings.smsGateway')}</label>
            <select
              id={ids.gateway}
              value={gateway}
              onChange={(e) => setGateway(e.target.value as SmsGatewayKind)}
            >
              <option value="CONSOLE">{t('settings.smsConsole')}</option>
              <option value="ESKIZ">Eskiz</option>
              <option value="PLAY_MOBILE">Play Mobile</option>
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={ids.sender}>{t('settings.smsSender')}</label>
            <input
              id={ids.sender}
              value={sender}
              maxLength={11}
              onChange={(e) => setSender(e.target.value)}
            />
          </div>
        </div>
      )}
      <div className="settings-grid">
        {CREDENTIAL_FIELDS[group].map((name) => (
          <SecretField
            key={name}
            label={t(`settings.field.${name}` as MessageKey)}
            masked={view[name] ?? null}
            edit={edits[name] ?? { value: '', remove: false }}
            onChange={(edit) => setEdits({ ...edits, [name]: edit })}
          />
        ))}
        {group === 'telegram' && (
          <div className="form-field">
            <label htmlFor={ids.chat}>{t('settings.staffChatId')}</label>
            <input
              id={ids.chat}
              value={chatId}
              inputMode="numeric"
              placeholder="-1001000000001"
              aria-describedby={`${ids.chat}-hint`}
              onChange={(e) => setChatId(e.target.value)}
            />
            <p id={`${ids.chat}-hint`} className="settings-hint">
              {t('settingsTelegram.staffChatHint')}
            </p>
          </div>
        )}
      </div>
      <p className="settings-hint">{t('settings.testHint')}</p>
      {result !== null && result !== 'testing' && (
        <p className={`settings-check ${result.ok ? 'ok' : 'failed'}`} role="status">
          <span aria-hidden="true">{result.ok ? '✓ ' : '✕ '}</span>
          {result.text}
        </p>
      )}
    </SectionForm>
  );
}

/** A credential: only whether it is set and its last characters, a field for a new one, Remove. */
function SecretField({
  label,
  masked,
  edit,
  onChange,
}: {
  label: string;
  masked: string | null;
  edit: { value: string; remove: boolean };
  onChange: (edit: { value: string; remove: boolean }) => void;
}) {
  const { t } = useT();
  const id = useId();
  const state =
    masked === null
      ? t('settings.secretNotSet')
      : masked === '…'
        ? t('settings.secretSetShort')
        : t('settings.secretSet', { ends: masked });
  return (
    <div className="form-field settings-secret">
      <label htmlFor={id}>{label}</label>
      <span id={`${id}-state`} className={`settings-secret-state ${masked === null ? 'unset' : 'set'}`}>
        {edit.remove ? t('settings.willRemove') : state}
      </span>
      <div className="settings-secret-row">
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          placeholder={t('settings.secretNew')}
          aria-describedby={`${id}-state`}
          value={edit.value}
          disabled={edit.remove}
          onChange={(e) => onChange({ value: e.target.value, remove: false })}
        />
        {masked !== null && (
          <button
            type="button"
            className="button"
            aria-pressed={edit.remove}
            aria-label={t('settings.removeNamed', { name: label })}
            onClick={() => onChange({ value: '', remove: !edit.remove })}
          >
            {t('settings.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
