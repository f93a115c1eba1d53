import { z } from 'zod';
import { coded } from '../api/venue-feedback-requests.js';
import type { OrderStatus } from '../enums/order-status.js';
import type { ServiceType } from '../enums/service-type.js';
import type { Language } from '../i18n/language.js';
import { LANGUAGES } from '../i18n/language.js';
import type { Multilingual } from '../i18n/multilingual.js';
import { smsSize } from './sms-segments.js';

// Status SMS (issue 18, decision 034): which order statuses text a customer who did not come
// through Telegram, and the tenant's text for each in three languages. The spec's `smsContent`
// string stays in the public settings untouched; this lives in the settings document's
// server-side `statusSms` key and is read and written only through the OWNER's settings.

/** The statuses a tenant may text about. DONE means "ready for pick-up": pick-up orders only. */
export const STATUS_SMS_STATUSES = ['ACCEPTED', 'DONE', 'ON_WAY', 'CANCELED'] as const;
export type StatusSmsStatus = (typeof STATUS_SMS_STATUSES)[number];
export const StatusSmsStatusSchema = z.enum(STATUS_SMS_STATUSES);

/** A new tenant (and one that never saved this section) texts on these. */
export const DEFAULT_STATUS_SMS_ON: readonly StatusSmsStatus[] = ['ACCEPTED', 'CANCELED'];

export const SMS_PLACEHOLDERS = ['number', 'brand', 'time', 'link'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];
export type SmsValues = Record<SmsPlaceholder, string>;

/** A text may cost at most this many SMS once filled in with long sample values. */
export const SMS_TEMPLATE_MAX_SEGMENTS = 3;
export const SMS_TEMPLATE_MAX_LENGTH = 400;

/** Long but realistic values: what a template is measured with before it is saved. */
export const SMS_SAMPLE_VALUES: SmsValues = {
  number: '123456',
  brand: 'Restaurant name 20ch',
  time: '26.11 14:30',
  link: 'https://restaurant-name.dastarkhan.uz/profile/orders/1234567',
};

/** The built-in texts. Uzbek uses the plain apostrophe so it stays one GSM SMS. */
export const DEFAULT_STATUS_SMS_TEMPLATES: Record<StatusSmsStatus, Multilingual> = {
  ACCEPTED: {
    uz: '{brand}: buyurtma #{number} qabul qilindi. Taxminiy vaqt: {time}. {link}',
    ru: '{brand}: заказ №{number} принят. Ожидаемое время: {time}. {link}',
    eng: '{brand}: order #{number} is accepted. Expected at {time}. {link}',
  },
  DONE: {
    uz: '{brand}: buyurtma #{number} tayyor, olib ketishingiz mumkin. {link}',
    ru: '{brand}: заказ №{number} готов, можно забирать. {link}',
    eng: '{brand}: order #{number} is ready for pick-up. {link}',
  },
  ON_WAY: {
    uz: "{brand}: buyurtma #{number} yo'lda. {link}",
    ru: '{brand}: заказ №{number} в пути. {link}',
    eng: '{brand}: order #{number} is on its way. {link}',
  },
  CANCELED: {
    uz: '{brand}: buyurtma #{number} bekor qilindi. {link}',
    ru: '{brand}: заказ №{number} отменён. {link}',
    eng: '{brand}: order #{number} was cancelled. {link}',
  },
};

/** The receipt SMS ("send me the receipt" at checkout); not configurable. */
export const RECEIPT_SMS_TEMPLATE: Multilingual = {
  uz: '{brand}: buyurtma #{number} cheki: {link}',
  ru: '{brand}: чек заказа №{number}: {link}',
  eng: '{brand}: receipt of order #{number}: {link}',
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Fills `{number}`, `{brand}`, `{time}`, `{link}`; anything else in braces is left as written. */
export function renderSmsTemplate(template: string, values: SmsValues): string {
  return template
    .replace(PLACEHOLDER, (whole, name: string) =>
      (SMS_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as SmsPlaceholder] : whole,
    )
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export type SmsTemplateProblem =
  | { code: 'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN'; placeholder: string }
  | { code: 'SMS_TEMPLATE_TOO_LONG'; max: number };

/** Why a template cannot be saved, or null: an unknown `{name}`, or too many SMS once filled in. */
export function smsTemplateProblem(template: string): SmsTemplateProblem | null {
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (!(SMS_PLACEHOLDERS as readonly string[]).includes(match[1]!))
      return { code: 'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN', placeholder: match[0] };
  }
  // A lone brace is a typo of a placeholder as well.
  const stray = template.replace(PLACEHOLDER, '').match(/[{}]/);
  if (stray) return { code: 'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN', placeholder: stray[0] };
  if (
    template.length > SMS_TEMPLATE_MAX_LENGTH ||
    smsSize(renderSmsTemplate(template, SMS_SAMPLE_VALUES)).segments > SMS_TEMPLATE_MAX_SEGMENTS
  )
    return { code: 'SMS_TEMPLATE_TOO_LONG', max: SMS_TEMPLATE_MAX_SEGMENTS };
  return null;
}

/** One text as written: '' means the built-in text of that status and language. */
const TemplateTextSchema = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    const problem = smsTemplateProblem(text);
    if (!problem) return;
    const { code, ...params } = problem;
    ctx.addIssue({ code: 'custom', message: code, ...coded(code, params) });
  });

const TemplatesSchema = z.object({ uz: TemplateTextSchema, ru: TemplateTextSchema, eng: TemplateTextSchema });

export const StatusSmsSettingsSchema = z
  .object({
    /** The statuses that send a text. */
    enabled: z.array(StatusSmsStatusSchema).max(STATUS_SMS_STATUSES.length),
    templates: z.object({
      ACCEPTED: TemplatesSchema,
      DONE: TemplatesSchema,
      ON_WAY: TemplatesSchema,
      CANCELED: TemplatesSchema,
    }),
  })
  .strict();
export type StatusSmsSettings = z.infer<typeof StatusSmsSettingsSchema>;

export function defaultStatusSmsSettings(): StatusSmsSettings {
  const empty = { uz: '', ru: '', eng: '' };
  return {
    enabled: [...DEFAULT_STATUS_SMS_ON],
    templates: { ACCEPTED: { ...empty }, DONE: { ...empty }, ON_WAY: { ...empty }, CANCELED: { ...empty } },
  };
}

/**
 * The status a move texts about, or null: only the chosen ones, DONE only for pick-up (a delivery
 * order that is "done" is waiting for its courier, nothing the customer should act on).
 */
export function statusSmsFor(
  settings: StatusSmsSettings,
  to: OrderStatus,
  serviceType: ServiceType,
): StatusSmsStatus | null {
  if (!(STATUS_SMS_STATUSES as readonly string[]).includes(to)) return null;
  const status = to as StatusSmsStatus;
  if (!settings.enabled.includes(status)) return null;
  if (status === 'DONE' && serviceType !== 'PICK_UP') return null;
  return status;
}

/** The text to send: the tenant's template in that language, else the built-in one. */
export function statusSmsText(
  settings: StatusSmsSettings,
  status: StatusSmsStatus,
  lang: Language,
  values: SmsValues,
): string {
  const own = settings.templates[status][lang];
  const language = LANGUAGES.includes(lang) ? lang : 'uz';
  return renderSmsTemplate(own || DEFAULT_STATUS_SMS_TEMPLATES[status][language], values);
}
