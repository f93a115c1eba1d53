import { z } from 'zod';
import { coded } from '../api/venue-feedback-requests.js';
import { HexColorSchema, IsoDateTimeSchema } from '../common/scalars.js';
import type { MerchantSettings } from '../entities/merchant-settings.js';
import { MainColorTypeSchema, MapProviderSchema } from '../enums/branding.js';
import { BasketPositionSchema, GroupModeSchema, NavigationTypeSchema } from '../enums/catalogue.js';
import { LANGUAGES, LanguageSchema } from '../i18n/language.js';
import type { Multilingual } from '../i18n/multilingual.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

// The OWNER's settings screen (issue 17, decision 027): branding, languages, the switches the
// storefront really reads, credentials (answered masked only) and the own domain.

/**
 * The on/off switches of spec §3 that something in the code reads (decision 027 lists where).
 * A switch nothing implements is not offered: flipping it would change nothing.
 */
export const SETTINGS_SWITCHES = [
  'deliveryActive',
  'pickupActive',
  'dineInActive',
  'bookingActive',
  'branchesActive',
  'aboutMerchantActive',
  'termsOfUseActive',
  'privacyActive',
  'vacanciesActive',
  'notificationsActive',
  'promoActive',
  'cashbackActive',
  'balanceActive',
  'isVisibleAtProfileTop',
  'favouriteActive',
  'cardActive',
  'cancelOrderActive',
  'cartInMainActive',
  'cashActive',
  'terminalActive',
  'paymeActive',
  'clickActive',
  'uzumActive',
] as const satisfies ReadonlyArray<keyof MerchantSettings>;
export type SettingsSwitch = (typeof SETTINGS_SWITCHES)[number];

/** The layout choices the storefront reads, with their allowed values. */
export const SETTINGS_LAYOUT = {
  groupView: GroupModeSchema,
  productNavigationType: NavigationTypeSchema,
  basketPosition: BasketPositionSchema,
  mapType: MapProviderSchema,
} as const;

/**
 * Spec §9: white text on a dark main colour, black otherwise. "Dark" is decided by which of the
 * two reads better (WCAG contrast), so the owner cannot pick a colour whose buttons are unreadable.
 */
export function mainColorTypeOf(hex: string): 'dark' | 'light' {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onWhite > onBlack ? 'dark' : 'light';
}

/** Host names a tenant may take as its own: lower case, at least two labels, no port or path. */
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
export function isHostName(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  return labels.length >= 2 && labels.every((l) => HOST_LABEL.test(l)) && !/^\d+$/.test(labels.at(-1)!);
}

export const DomainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((s) => s.replace(/\.$/, ''))
  .refine((s) => s === '' || isHostName(s), coded('DOMAIN_INVALID'));

/** A secret as any client sees it: null when not set, else `…1234` (maskSecret). */
const MaskedSchema = z.string().nullable();

export const CREDENTIAL_FIELDS = {
  sms: ['login', 'password'],
  payme: ['merchantId', 'key', 'testKey'],
  click: ['serviceId', 'merchantId', 'secretKey', 'merchantUserId'],
  uzum: ['terminalId', 'apiKey', 'login', 'password', 'serviceId'],
  telegram: ['botToken'],
} as const;
export type CredentialGroup = keyof typeof CREDENTIAL_FIELDS;
export const CredentialGroupSchema = z.enum(['sms', 'payme', 'click', 'uzum', 'telegram']);

export const SmsGatewayKindSchema = z.enum(['CONSOLE', 'ESKIZ', 'PLAY_MOBILE']);
export type SmsGatewayKind = z.infer<typeof SmsGatewayKindSchema>;

export const CredentialsViewSchema = z.object({
  sms: z.object({
    gateway: SmsGatewayKindSchema,
    login: MaskedSchema,
    password: MaskedSchema,
    sender: z.string(),
  }),
  payme: z.object({ merchantId: MaskedSchema, key: MaskedSchema, testKey: MaskedSchema }),
  click: z.object({
    serviceId: MaskedSchema,
    merchantId: MaskedSchema,
    secretKey: MaskedSchema,
    merchantUserId: MaskedSchema,
  }),
  uzum: z.object({
    terminalId: MaskedSchema,
    apiKey: MaskedSchema,
    login: MaskedSchema,
    password: MaskedSchema,
    serviceId: MaskedSchema,
  }),
  telegram: z.object({ botToken: MaskedSchema, staffChatId: z.string() }),
});
export type CredentialsView = z.infer<typeof CredentialsViewSchema>;

const switchesShape = Object.fromEntries(SETTINGS_SWITCHES.map((key) => [key, z.boolean()])) as Record<
  SettingsSwitch,
  z.ZodBoolean
>;

export const OperatorSettingsSchema = z.object({
  branding: z.object({
    logo: z.string().nullable(),
    favicon: z.string().nullable(),
    mainColor: HexColorSchema,
    /** Derived from mainColor (spec §9); answered so the screen can preview the text colour. */
    mainColorType: MainColorTypeSchema,
    isDark: z.boolean(),
    title: MultilingualSchema,
  }),
  languages: z.object({
    uz: z.boolean(),
    ru: z.boolean(),
    eng: z.boolean(),
    main: LanguageSchema,
  }),
  switches: z.object(switchesShape),
  layout: z.object(SETTINGS_LAYOUT),
  /** How orders are handled by the clock (issue 18). */
  orders: z.object({ unpaidOrderMinutes: z.number().int() }),
  credentials: CredentialsViewSchema,
  domain: z.string(),
  /**
   * The staff group refused the bot (a 403 recorded by the outbox, decision 031) for the group id
   * saved now: when, and Telegram's words. Cleared when the bot is back in the group.
   */
  staffChatBlocked: z.object({ at: IsoDateTimeSchema, reason: z.string() }).nullable(),
});
export type OperatorSettings = z.infer<typeof OperatorSettingsSchema>;

/** A credential as written: '' clears it, a missing field keeps the stored value. */
const SecretInputSchema = z.string().trim().max(500).optional();
const secrets = <K extends string>(keys: readonly K[]) =>
  z.object(
    Object.fromEntries(keys.map((k) => [k, SecretInputSchema])) as Record<K, typeof SecretInputSchema>,
  );

const MediaRefSchema = z.string().trim().max(300).nullable().optional();

export const OperatorSettingsUpdateSchema = z
  .object({
    branding: z
      .object({
        logo: MediaRefSchema,
        favicon: MediaRefSchema,
        mainColor: z
          .string()
          .trim()
          .refine((s) => /^#[0-9A-Fa-f]{6}$/.test(s), coded('COLOR_INVALID'))
          .transform((s) => s.toUpperCase())
          .optional(),
        isDark: z.boolean().optional(),
        title: MultilingualSchema.optional(),
      })
      .strict()
      .optional(),
    languages: z
      .object({
        uz: z.boolean().optional(),
        ru: z.boolean().optional(),
        eng: z.boolean().optional(),
        main: LanguageSchema.optional(),
      })
      .strict()
      .optional(),
    switches: z.object(switchesShape).partial().strict().optional(),
    layout: z.object(SETTINGS_LAYOUT).partial().strict().optional(),
    orders: z
      .object({
        unpaidOrderMinutes: z
          .number()
          .int()
          .min(5)
          .max(24 * 60)
          .optional(),
      })
      .strict()
      .optional(),
    credentials: z
      .object({
        sms: secrets(CREDENTIAL_FIELDS.sms)
          .extend({ gateway: SmsGatewayKindSchema.optional(), sender: z.string().trim().max(11).optional() })
          .strict()
          .optional(),
        payme: secrets(CREDENTIAL_FIELDS.payme).strict().optional(),
        click: secrets(CREDENTIAL_FIELDS.click).strict().optional(),
        uzum: secrets(CREDENTIAL_FIELDS.uzum).strict().optional(),
        telegram: secrets(CREDENTIAL_FIELDS.telegram)
          .extend({
            staffChatId: z
              .string()
              .trim()
              .refine((s) => s === '' || /^-?\d{1,20}$/.test(s), coded('VALIDATION_FAILED'))
              .optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    domain: DomainNameSchema.optional(),
  })
  .strict();
export type OperatorSettingsUpdate = z.infer<typeof OperatorSettingsUpdateSchema>;

/** The languages after an update: at least one on, and the default among them. */
export function languageProblem(languages: OperatorSettings['languages']) {
  if (!LANGUAGES.some((lang) => languages[lang])) return 'LANGUAGE_NONE_ON' as const;
  if (!languages[languages.main]) return 'LANGUAGE_MAIN_OFF' as const;
  return null;
}

/** The answer of an integration's Test button, in the three languages. */
export const IntegrationCheckSchema = z.object({ ok: z.boolean(), message: MultilingualSchema });
export type IntegrationCheck = z.infer<typeof IntegrationCheckSchema>;
export type IntegrationCheckMessage = Multilingual;
