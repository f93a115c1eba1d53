import { useT } from '@dastarkhan/client';
import {
  DEFAULT_STATUS_SMS_TEMPLATES,
  type Language,
  renderSmsTemplate,
  SMS_PLACEHOLDERS,
  SMS_SAMPLE_VALUES,
  STATUS_SMS_STATUSES,
  type StatusSmsSettings,
  type StatusSmsStatus,
  smsSize,
  smsTemplateProblem,
} from '@dastarkhan/domain';
import { useEffect, useId, useState } from 'react';
import { useApi } from '../../app/session';
import type { MessageKey } from '../../i18n/catalog';
import { SectionForm } from './section-form';

const URL = '/users/v1/operator/settings/status-sms';
const LANGS: Language[] = ['uz', 'ru', 'eng'];

/**
 * Status SMS (issue 18, decision 034): which statuses text a customer who did not come through
 * Telegram, and the text of each in three languages — empty keeps the built-in one. Loads and
 * saves on its own (`/settings/status-sms`); the size shown is the text filled with long values.
 */
export function StatusSmsSection() {
  const { t } = useT();
  const api = useApi();
  const [settings, setSettings] = useState<StatusSmsSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once.
  useEffect(() => {
    void api.get<StatusSmsSettings>(URL).then(([error, value]) => {
      if (error) setLoadError(error.text);
      else setSettings(value!);
    });
  }, []);

  if (!settings)
    return (
      <section className="settings-section" aria-busy={!loadError}>
        <h2>{t('statusSms.title')}</h2>
        <p role={loadError ? 'alert' : 'status'}>{loadError ?? t('shell.loading')}</p>
      </section>
    );

  const save = async () => {
    const [error, saved] = await api.put<StatusSmsSettings>(URL, settings);
    if (error) return error.text;
    setSettings(saved!);
    return null;
  };
  const setText = (status: StatusSmsStatus, lang: Language, text: string) =>
    setSettings({
      ...settings,
      templates: { ...settings.templates, [status]: { ...settings.templates[status], [lang]: text } },
    });
  const setOn = (status: StatusSmsStatus, on: boolean) =>
    setSettings({
      ...settings,
      enabled: on ? [...settings.enabled, status] : settings.enabled.filter((s) => s !== status),
    });

  return (
    <SectionForm
      title={t('statusSms.title')}
      hint={t('statusSms.hint', { list: SMS_PLACEHOLDERS.map((p) => `{${p}}`).join(', ') })}
      onSave={save}
    >
      {STATUS_SMS_STATUSES.map((status) => (
        <fieldset key={status} className="settings-switches status-sms">
          <legend>{t(`statusSms.status.${status}` as MessageKey)}</legend>
          <label className="settings-switch">
            <input
              type="checkbox"
              checked={settings.enabled.includes(status)}
              onChange={(e) => setOn(status, e.target.checked)}
            />
            <span>
              <strong>{t('statusSms.send')}</strong>
            </span>
          </label>
          {settings.enabled.includes(status) &&
            LANGS.map((lang) => (
              <TemplateField
                key={lang}
                lang={lang}
                value={settings.templates[status][lang]}
                fallback={DEFAULT_STATUS_SMS_TEMPLATES[status][lang]}
                onChange={(text) => setText(status, lang, text)}
              />
            ))}
        </fieldset>
      ))}
    </SectionForm>
  );
}

function TemplateField({
  lang,
  value,
  fallback,
  onChange,
}: {
  lang: Language;
  value: string;
  fallback: string;
  onChange: (text: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  const text = value.trim() || fallback;
  const problem = smsTemplateProblem(text);
  const size = smsSize(renderSmsTemplate(text, SMS_SAMPLE_VALUES));
  return (
    <div className="form-field status-sms-field">
      <label htmlFor={id}>{t(`statusSms.lang.${lang}` as MessageKey)}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        placeholder={fallback}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-size`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-size`} className={problem ? 'form-error' : 'settings-hint'}>
        {problem
          ? t(
              `msg.${problem.code}`,
              problem.code === 'SMS_TEMPLATE_TOO_LONG'
                ? { max: problem.max }
                : { placeholder: problem.placeholder },
            )
          : t('statusSms.size', { chars: size.units, sms: size.segments })}
        {!value.trim() && !problem && ` ${t('statusSms.builtIn')}`}
      </span>
    </div>
  );
}
