import { DEFAULT_PRIMARY_COLOR } from '../constants.js';
import { emptyText } from '../i18n/multilingual.js';
import type { MerchantSettings } from './merchant-settings.js';

/**
 * Settings used when a merchant has none stored, or when reading them fails (spec §8: "settings
 * and policy errors make the settings fall back to defaults").
 *
 * The defaults are a conservative storefront that works with no merchant data at all: menu,
 * basket, delivery and pick-up, cash payment, all three languages. Anything that needs content
 * (policies, vacancies, stories), a contract (online payments, CRM, metrics) or a staff process
 * (booking, dine-in, order cancelling) is off. Colour and map type are the spec's (§9).
 */
export function defaultMerchantSettings(merchantId: number): MerchantSettings {
  return {
    merchantId,

    logo: null,
    brand: '',
    favicon: null,
    domain: '',
    mainColor: DEFAULT_PRIMARY_COLOR,
    // #FCE000 is a light yellow: black text on it (spec §9).
    mainColorType: 'light',
    isDark: false,
    mainLanguage: null,
    title: emptyText(),
    leftCopyWrite: emptyText(),
    rightCopyWrite: emptyText(),
    mapType: 'YANDEX',

    uzLangActive: true,
    ruLangActive: true,
    engLangActive: true,

    deliveryActive: true,
    pickupActive: true,
    dineInActive: false,

    bannersActive: false,
    branchesActive: true,
    storiesActive: false,
    vacanciesActive: false,
    privacyActive: false,
    aboutMerchantActive: false,
    termsOfUseActive: false,
    notificationsActive: false,
    balanceActive: false,
    cartInMainActive: false,
    cartPageActive: true,
    bookingActive: false,
    receiverActive: false,
    chatActive: false,
    cashbackActive: false,
    // Every order earns, as before these lists existed.
    cashbackServiceTypes: ['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24'],
    cashbackPaymentTypes: ['CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER'],
    promoActive: false,
    favouriteActive: false,
    cancelOrderActive: false,
    cardActive: false,

    cashActive: true,
    terminalActive: false,
    paymeActive: false,
    clickActive: false,
    uzumActive: false,

    phone: '',
    phoneActive: false,
    telegram: '',
    telegramActive: false,
    instagram: '',
    instagramActive: false,
    facebook: '',
    facebookActive: false,
    iosAppLink: '',
    iosAppLinkActive: false,
    androidAppLink: '',
    androidAppLinkActive: false,
    telegramBotLink: '',
    telegramBotLinkActive: false,

    groupView: 'GROUP',
    categoryView: 'ALL',
    // POP_UP is the category default of spec §3; NAVIGATION_BAR keeps the basket always reachable.
    productNavigationType: 'POP_UP',
    basketPosition: 'NAVIGATION_BAR',
    isVisibleAtProfileTop: false,
    isNavigationViewEnabled: true,

    smsContent: '',
    unpaidOrderMinutes: 30,
    amoCRMId: null,
    amoCRMActive: false,
    amoCRMHash: null,
    yandexMetricsEnabled: false,
    yandexMetricsId: null,
    yandexMetricsKeys: [],
  };
}
