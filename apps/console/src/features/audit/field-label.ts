import type { AuditEntry } from '@dastarkhan/domain';
import type { MessageKey } from '../../i18n/catalog';

/** The settings screen's own words for the fields its changes touch. */
const SETTINGS_FIELDS: Record<string, MessageKey> = {
  'branding.logo': 'settings.logo',
  'branding.favicon': 'settings.favicon',
  'branding.mainColor': 'settings.mainColor',
  'branding.isDark': 'settings.themeDark',
  'languages.main': 'settings.mainLanguage',
  'private.smsSender': 'settings.smsSender',
  'private.telegramStaffChatId': 'settings.staffChatId',
  domain: 'settings.domainField',
  gateway: 'settings.smsGateway',
};
const LANGUAGE_NAMES: Record<string, string> = { uz: "O'zbekcha", ru: 'Русский', eng: 'English' };

/**
 * A changed field as a person reads it: a switch by its name on the settings screen, a credential
 * by its label; anything else (another screen's fields) as it is stored.
 */
export function fieldLabel(entry: AuditEntry, field: string, t: (key: MessageKey) => string): string {
  const known = SETTINGS_FIELDS[field];
  if (known) return t(known);
  const [head, rest] = [field.slice(0, field.indexOf('.')), field.slice(field.indexOf('.') + 1)];
  if (entry.entity === 'settings' && head === 'switches') return t(`switch.${rest}` as MessageKey);
  if (entry.entity === 'settings' && head === 'layout') return t(`layout.${rest}` as MessageKey);
  if (entry.entity === 'settings' && head === 'languages' && LANGUAGE_NAMES[rest])
    return LANGUAGE_NAMES[rest];
  if (entry.entity === 'credentials') return t(`settings.field.${field}` as MessageKey);
  return field;
}
