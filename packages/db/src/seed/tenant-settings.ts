import { defaultMerchantSettings, type MerchantSettings } from '@dastarkhan/domain';
import type { SeedTenant } from './content/types.js';

/**
 * Feature switches a demo tenant has on (docs/design.md: "all feature switches on"). Banners, stories,
 * chat, amoCRM and Yandex Metrica stay off: they need content or third-party accounts a demo
 * does not have, and a switch with nothing behind it would only show an empty box.
 */
const FEATURES_ON = {
  branchesActive: true,
  vacanciesActive: true,
  privacyActive: true,
  aboutMerchantActive: true,
  termsOfUseActive: true,
  notificationsActive: true,
  balanceActive: true,
  cartInMainActive: true,
  cartPageActive: true,
  bookingActive: true,
  receiverActive: true,
  promoActive: true,
  favouriteActive: true,
  cancelOrderActive: true,
  cardActive: true,
  isVisibleAtProfileTop: true,
} as const;

/** The web settings document of a seeded tenant: every feature on, then the tenant's own choices. */
export function tenantSettings(tenant: SeedTenant, merchantId: number, logo: string): MerchantSettings {
  const base = defaultMerchantSettings(merchantId);
  const links = tenant.links;
  return {
    ...base,
    ...FEATURES_ON,
    merchantId,
    logo,
    favicon: logo,
    brand: tenant.brand,
    domain: `${tenant.sub}.dastarkhan.uz`,
    mainColor: tenant.mainColor,
    mainColorType: tenant.mainColorType,
    isDark: tenant.isDark,
    mainLanguage: tenant.mainLanguage,
    uzLangActive: tenant.languages.includes('uz'),
    ruLangActive: tenant.languages.includes('ru'),
    engLangActive: tenant.languages.includes('eng'),
    deliveryActive: tenant.serviceTypes.delivery,
    pickupActive: tenant.serviceTypes.pickup,
    dineInActive: tenant.serviceTypes.dineIn,
    cashActive: tenant.payments.cash,
    terminalActive: tenant.payments.terminal,
    paymeActive: tenant.payments.payme,
    clickActive: tenant.payments.click,
    uzumActive: tenant.payments.uzum,
    cashbackActive: tenant.cashbackRate > 0,
    phone: tenant.phone,
    phoneActive: true,
    telegram: links.telegram ?? '',
    telegramActive: Boolean(links.telegram),
    instagram: links.instagram ?? '',
    instagramActive: Boolean(links.instagram),
    facebook: links.facebook ?? '',
    facebookActive: Boolean(links.facebook),
    telegramBotLink: links.telegramBotLink ?? '',
    telegramBotLinkActive: Boolean(links.telegramBotLink),
    iosAppLink: links.iosAppLink ?? '',
    iosAppLinkActive: Boolean(links.iosAppLink),
    androidAppLink: links.androidAppLink ?? '',
    androidAppLinkActive: Boolean(links.androidAppLink),
    title: tenant.title,
    leftCopyWrite: tenant.leftCopyWrite,
    rightCopyWrite: tenant.rightCopyWrite,
    ...tenant.switches,
  } as MerchantSettings;
}
