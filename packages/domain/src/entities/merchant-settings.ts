import { z } from 'zod';
import { HexColorSchema, IdSchema } from '../common/scalars.js';
import { MainColorTypeSchema, MapProviderSchema } from '../enums/branding.js';
import {
  BasketPositionSchema,
  CategoryScopeSchema,
  GroupModeSchema,
  NavigationTypeSchema,
} from '../enums/catalogue.js';
import { PaymentTypeSchema } from '../enums/payment.js';
import { ServiceTypeSchema } from '../enums/service-type.js';
import { LanguageSchema } from '../i18n/language.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

/**
 * The merchant's web settings (spec §3): branding and every feature switch of the storefront.
 * Contact and link fields are plain strings ('' when unset), each with its own `…Active` flag,
 * so a merchant can keep a link filled in but hidden.
 */
export const MerchantSettingsSchema = z.object({
  merchantId: IdSchema,

  // Branding
  logo: z.string().nullable(),
  brand: z.string(),
  favicon: z.string().nullable(),
  domain: z.string(),
  mainColor: HexColorSchema,
  mainColorType: MainColorTypeSchema,
  isDark: z.boolean(),
  /** Language for visitors who saved none; null means "not set" and the client uses ru (§4). */
  mainLanguage: LanguageSchema.nullable(),
  title: MultilingualSchema,
  leftCopyWrite: MultilingualSchema,
  rightCopyWrite: MultilingualSchema,
  mapType: MapProviderSchema,

  // Languages
  uzLangActive: z.boolean(),
  ruLangActive: z.boolean(),
  engLangActive: z.boolean(),

  // Service types
  deliveryActive: z.boolean(),
  pickupActive: z.boolean(),
  dineInActive: z.boolean(),

  // Pages and features
  bannersActive: z.boolean(),
  branchesActive: z.boolean(),
  storiesActive: z.boolean(),
  vacanciesActive: z.boolean(),
  privacyActive: z.boolean(),
  aboutMerchantActive: z.boolean(),
  termsOfUseActive: z.boolean(),
  notificationsActive: z.boolean(),
  balanceActive: z.boolean(),
  cartInMainActive: z.boolean(),
  cartPageActive: z.boolean(),
  bookingActive: z.boolean(),
  receiverActive: z.boolean(),
  chatActive: z.boolean(),
  cashbackActive: z.boolean(),
  /** Which orders earn cashback when they close (decision 026): their service and payment types. */
  cashbackServiceTypes: z.array(ServiceTypeSchema),
  cashbackPaymentTypes: z.array(PaymentTypeSchema),
  promoActive: z.boolean(),
  favouriteActive: z.boolean(),
  cancelOrderActive: z.boolean(),
  cardActive: z.boolean(),

  // Payment switches
  cashActive: z.boolean(),
  terminalActive: z.boolean(),
  paymeActive: z.boolean(),
  clickActive: z.boolean(),
  uzumActive: z.boolean(),

  // Contacts and links, each with its own visibility flag
  phone: z.string(),
  phoneActive: z.boolean(),
  telegram: z.string(),
  telegramActive: z.boolean(),
  instagram: z.string(),
  instagramActive: z.boolean(),
  facebook: z.string(),
  facebookActive: z.boolean(),
  iosAppLink: z.string(),
  iosAppLinkActive: z.boolean(),
  androidAppLink: z.string(),
  androidAppLinkActive: z.boolean(),
  telegramBotLink: z.string(),
  telegramBotLinkActive: z.boolean(),

  // Layout
  groupView: GroupModeSchema,
  categoryView: CategoryScopeSchema,
  productNavigationType: NavigationTypeSchema,
  basketPosition: BasketPositionSchema,
  isVisibleAtProfileTop: z.boolean(),
  isNavigationViewEnabled: z.boolean(),

  /**
   * Minutes an online order (Payme, Click, Uzum) may stay unpaid before it is canceled and the
   * customer told (issue 18; never while a provider transaction is open).
   */
  unpaidOrderMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),

  // Integrations
  /** Text template of the SMS with the login code; '' uses the built-in text. */
  smsContent: z.string(),
  amoCRMId: z.string().nullable(),
  amoCRMActive: z.boolean(),
  amoCRMHash: z.string().nullable(),
  yandexMetricsEnabled: z.boolean(),
  yandexMetricsId: z.string().nullable(),
  yandexMetricsKeys: z.array(z.string()),
});
export type MerchantSettings = z.infer<typeof MerchantSettingsSchema>;
