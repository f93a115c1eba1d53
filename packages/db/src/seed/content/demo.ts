// Tenant `demo`: a family restaurant of Uzbek cuisine in Tashkent and Samarkand, every feature on.
import { demoAbout, demoVacancies } from './demo-about.js';
import { demoGroups } from './demo-menu.js';
import { demoBranches, demoCities, demoZones, TASHKENT } from './demo-places.js';
import { t } from './helpers.js';
import { type LegalParty, privacyPolicy, termsOfUse } from './policies.js';
import type { SeedPromo, SeedTenant } from './types.js';

const legal: LegalParty = {
  brand: 'Dastarkhan Demo',
  legalName: '"Dastarkhan Food" MChJ',
  phone: '+998 71 200-10-10',
  email: 'info@dastarkhan.uz',
};

const ACTIVE_FROM = '2026-01-01';
const ACTIVE_TO = '2027-12-31';

export const demoPromos: SeedPromo[] = [
  {
    code: 'PLOV10',
    discountType: 'PERCENTAGE',
    productDiscount: 10,
    deliveryDiscount: 0,
    minPrice: 100000,
    startDate: ACTIVE_FROM,
    endDate: ACTIVE_TO,
    isActive: true,
  },
  {
    code: 'SAVE30',
    discountType: 'AMOUNT',
    productDiscount: 30000,
    deliveryDiscount: 0,
    minPrice: 150000,
    startDate: ACTIVE_FROM,
    endDate: ACTIVE_TO,
    isActive: true,
  },
  {
    code: 'FREEDELIVERY',
    discountType: 'PERCENTAGE',
    productDiscount: 0,
    deliveryDiscount: 100,
    minPrice: 80000,
    startDate: ACTIVE_FROM,
    endDate: ACTIVE_TO,
    isActive: true,
  },
  {
    // Expired: the summer campaign is over.
    code: 'SUMMER25',
    discountType: 'PERCENTAGE',
    productDiscount: 25,
    deliveryDiscount: 0,
    minPrice: 120000,
    startDate: '2026-06-01',
    endDate: '2026-09-01',
    isActive: true,
  },
  {
    // Not started yet.
    code: 'NEWYEAR27',
    discountType: 'AMOUNT',
    productDiscount: 27000,
    deliveryDiscount: 10000,
    minPrice: 200000,
    startDate: '2027-01-01',
    endDate: '2027-01-15',
    isActive: true,
  },
  {
    // Switched off by the merchant although its dates are current.
    code: 'STAFF15',
    discountType: 'PERCENTAGE',
    productDiscount: 15,
    deliveryDiscount: 0,
    minPrice: 50000,
    startDate: ACTIVE_FROM,
    endDate: ACTIVE_TO,
    isActive: false,
  },
];

export const demoTenant: SeedTenant = {
  sub: 'demo',
  name: t('Dastarkhan Demo', 'Дастархан Демо', 'Dastarkhan Demo'),
  brand: 'Dastarkhan Demo',
  mainColor: '#FCE000',
  mainColorType: 'light',
  isDark: false,
  mainLanguage: 'uz',
  languages: ['uz', 'ru', 'eng'],
  latitude: TASHKENT.latitude,
  longitude: TASHKENT.longitude,
  phone: '998712001010',
  links: {
    telegram: 'https://t.me/dastarkhan_demo',
    instagram: 'https://www.instagram.com/dastarkhan.demo',
    facebook: 'https://www.facebook.com/dastarkhan.demo',
    telegramBotLink: 'https://t.me/dastarkhan_demo_bot',
    iosAppLink: 'https://apps.apple.com/uz/app/dastarkhan-demo/id6471234567',
    androidAppLink: 'https://play.google.com/store/apps/details?id=uz.dastarkhan.demo',
  },
  switches: {},
  serviceTypes: { delivery: true, pickup: true, dineIn: true },
  payments: { cash: true, terminal: true, payme: true, click: true, uzum: true },
  cashbackRate: 3,
  title: t(
    'Dastarkhan Demo — milliy taomlarni yetkazib berish',
    'Дастархан Демо — доставка узбекской кухни',
    'Dastarkhan Demo — Uzbek food delivery',
  ),
  leftCopyWrite: t(
    '© 2026 "Dastarkhan Food" MChJ',
    '© 2026 ООО «Dastarkhan Food»',
    '© 2026 Dastarkhan Food LLC',
  ),
  rightCopyWrite: t('Barcha huquqlar himoyalangan', 'Все права защищены', 'All rights reserved'),
  policies: { TERMS: termsOfUse(legal), ABOUT_COMPANY: demoAbout, PRIVACY_POLICY: privacyPolicy(legal) },
  cities: demoCities,
  branches: demoBranches,
  zones: demoZones,
  groups: demoGroups,
  promos: demoPromos,
  vacancies: demoVacancies,
};
