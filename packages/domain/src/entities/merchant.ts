import { z } from 'zod';
import {
  HexColorSchema,
  IdSchema,
  IsoDateTimeSchema,
  LatitudeValueSchema,
  LongitudeValueSchema,
} from '../common/scalars.js';
import { SmsGatewaySchema } from '../enums/payment.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

/** A tenant (spec §3), as the server holds it — including credentials. Never send this one out. */
export const MerchantSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  logo: z.string().nullable(),
  color: HexColorSchema,
  /** Sub-domain that selects the tenant, e.g. `demo` for demo.<host>. */
  sub: z.string().min(1),
  yandexDeliveryKey: z.string().nullable(),
  iikoApiLogin: z.string().nullable(),
  iikoOrganizationId: z.string().nullable(),
  /** Public: the browser loads the maps script with it. */
  yandexMapKey: z.string().nullable(),
  appId: z.string().nullable(),
  smsGateway: SmsGatewaySchema,
  smsUsername: z.string().nullable(),
  smsPassword: z.string().nullable(),
  /**
   * Not in the spec's field list, but the web-bot login must verify the messaging app's init
   * data with the bot's token, so the merchant holds it. A secret like the others.
   */
  telegramBotToken: z.string().nullable(),
  isActive: z.boolean(),
  createdDate: IsoDateTimeSchema,
  deleted: z.boolean(),
  lastModifiedDate: IsoDateTimeSchema,
  latitude: LatitudeValueSchema,
  longitude: LongitudeValueSchema,
  mainCityId: IdSchema.nullable(),
  /** false while a new tenant sets up (issue 17): its storefront says it opens soon, orders are refused. */
  live: z.boolean(),
});
export type Merchant = z.infer<typeof MerchantSchema>;

/** Fields that must never leave the server (docs/design.md: "Secrets never leave the server"). */
export const MERCHANT_SECRET_FIELDS = [
  'yandexDeliveryKey',
  'iikoApiLogin',
  'iikoOrganizationId',
  'smsUsername',
  'smsPassword',
  'telegramBotToken',
] as const;
export type MerchantSecretField = (typeof MERCHANT_SECRET_FIELDS)[number];

/** The merchant record the storefront receives: the merchant minus its secrets. */
export const PublicMerchantSchema = MerchantSchema.omit({
  yandexDeliveryKey: true,
  iikoApiLogin: true,
  iikoOrganizationId: true,
  smsUsername: true,
  smsPassword: true,
  telegramBotToken: true,
});
export type PublicMerchant = z.infer<typeof PublicMerchantSchema>;

/**
 * Copies the merchant without its secrets. A whitelist, not a blacklist: a row with extra
 * columns (or a secret added later) can never slip through, and nothing is re-validated here.
 */
export function toPublicMerchant(merchant: Merchant): PublicMerchant {
  return {
    id: merchant.id,
    name: merchant.name,
    logo: merchant.logo,
    color: merchant.color,
    sub: merchant.sub,
    yandexMapKey: merchant.yandexMapKey,
    appId: merchant.appId,
    smsGateway: merchant.smsGateway,
    isActive: merchant.isActive,
    createdDate: merchant.createdDate,
    deleted: merchant.deleted,
    lastModifiedDate: merchant.lastModifiedDate,
    latitude: merchant.latitude,
    longitude: merchant.longitude,
    mainCityId: merchant.mainCityId,
    live: merchant.live,
  };
}
