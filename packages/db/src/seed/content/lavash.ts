// Tenant `lavash`: a dark-branded street-food chain, uz + ru only, pick-up only,
// cashback, promos, delivery, dine-in and booking switched off.

import { paragraphs, t, weekHours } from './helpers.js';
import { lavashGroups } from './lavash-menu.js';
import { type LegalParty, privacyPolicy, termsOfUse } from './policies.js';
import type { SeedBranch, SeedTenant } from './types.js';

const legal: LegalParty = {
  brand: 'Lavash Markazi',
  legalName: '"Lavash Markazi" MChJ',
  phone: '+998 71 207-77-77',
  email: 'hello@lavashmarkazi.uz',
};

const pickupOnly: SeedBranch['settings'] = {
  bookingEnabled: false,
  deliveryEnabled: false,
  dineinEnabled: false,
  pickupEnabled: true,
  expressEnabled: false,
  yandexEnabled: false,
};

const branches: SeedBranch[] = [
  {
    key: 'oloy',
    cityKey: 'tashkent',
    name: t('Lavash Markazi — Oloy bozori', 'Лаваш Маркази — Алайский базар', 'Lavash Markazi — Alay Bazaar'),
    address: "Toshkent sh., Yunusobod tumani, Amir Temur shoh ko'chasi, 40",
    addressText: t(
      "Toshkent sh., Yunusobod tumani, Amir Temur shoh ko'chasi, 40",
      'г. Ташкент, Юнусабадский район, проспект Амира Темура, 40',
      '40 Amir Temur Avenue, Yunusabad District, Tashkent',
    ),
    latitude: 41.320541,
    longitude: 69.280236,
    phone: '998712077777',
    isMain: true,
    deliveryPrice: 0,
    deliveryStart: '09:00',
    deliveryEnd: '03:00',
    workHours: weekHours({ open: '09:00', close: '03:00' }),
    settings: pickupOnly,
  },
  {
    key: 'sergeli',
    cityKey: 'tashkent',
    name: t('Lavash Markazi — Sergeli', 'Лаваш Маркази — Сергели', 'Lavash Markazi — Sergeli'),
    address: "Toshkent sh., Sergeli tumani, Yangi Sergeli ko'chasi, 11",
    addressText: t(
      "Toshkent sh., Sergeli tumani, Yangi Sergeli ko'chasi, 11",
      'г. Ташкент, Сергелийский район, улица Янги Сергели, 11',
      '11 Yangi Sergeli Street, Sergeli District, Tashkent',
    ),
    latitude: 41.226883,
    longitude: 69.218712,
    phone: '998712078888',
    deliveryPrice: 0,
    deliveryStart: '10:00',
    deliveryEnd: '23:00',
    workHours: weekHours({ open: '10:00', close: '23:00' }, { SUNDAY: { open: '11:00', close: '23:00' } }),
    settings: pickupOnly,
  },
];

export const lavashTenant: SeedTenant = {
  sub: 'lavash',
  name: t('Lavash Markazi', 'Лаваш Маркази', 'Lavash Markazi'),
  brand: 'Lavash Markazi',
  mainColor: '#C8102E',
  mainColorType: 'dark',
  isDark: true,
  mainLanguage: 'ru',
  languages: ['uz', 'ru'],
  latitude: 41.320541,
  longitude: 69.280236,
  phone: '998712077777',
  links: {
    telegram: 'https://t.me/lavash_markazi',
    instagram: 'https://www.instagram.com/lavash.markazi',
  },
  switches: {
    deliveryActive: false,
    dineInActive: false,
    cashbackActive: false,
    promoActive: false,
    bookingActive: false,
    // No Payme cashbox to tokenise cards with.
    cardActive: false,
  },
  serviceTypes: { delivery: false, pickup: true, dineIn: false },
  payments: { cash: true, terminal: true, payme: false, click: true, uzum: false },
  cashbackRate: 0,
  title: t(
    'Lavash Markazi — tez va mazali',
    'Лаваш Маркази — быстро и вкусно',
    'Lavash Markazi — fast and tasty',
  ),
  leftCopyWrite: t(
    '© 2026 "Lavash Markazi" MChJ',
    '© 2026 ООО «Lavash Markazi»',
    '© 2026 Lavash Markazi LLC',
  ),
  rightCopyWrite: t('Faqat olib ketish', 'Только самовывоз', 'Pick-up only'),
  policies: {
    TERMS: termsOfUse(legal),
    PRIVACY_POLICY: privacyPolicy(legal),
    ABOUT_COMPANY: paragraphs([
      t(
        "Lavash Markazi — Toshkentdagi ko'cha taomlari tarmog'i. Buyurtmani saytda bering va 10 daqiqada filialdan olib keting.",
        'Лаваш Маркази — сеть уличной еды в Ташкенте. Закажите на сайте и заберите в филиале через 10 минут.',
        'Lavash Markazi is a street-food chain in Tashkent. Order online and pick up at a branch in 10 minutes.',
      ),
      t(
        "Lavashni har kuni yangi yopamiz, go'shtni esa ko'z oldingizda grilda pishiramiz.",
        'Лаваш печём каждый день, а мясо жарим на гриле прямо у вас на глазах.',
        'We bake our lavash daily and grill the meat right in front of you.',
      ),
      t(
        'Oloy bozori yonidagi filial tungi soat 3 gacha ishlaydi.',
        'Филиал у Алайского базара работает до 3 часов ночи.',
        'The branch by Alay Bazaar is open until 3 a.m.',
      ),
    ]),
  },
  cities: [
    {
      key: 'tashkent',
      name: t('Toshkent', 'Ташкент', 'Tashkent'),
      latitude: 41.311151,
      longitude: 69.279737,
      isMain: true,
    },
  ],
  branches,
  zones: [],
  groups: lavashGroups,
  promos: [],
  vacancies: [
    {
      key: 'cashier',
      branchKey: 'oloy',
      position: t('Kassir-sotuvchi', 'Кассир-продавец', 'Cashier'),
      responsible: 'Aziza Rahimova',
      responsiblePhone: '998901234000',
      salaryFrom: 4500000,
      salaryTo: 6000000,
      requirements: t(
        'Kassa bilan ishlash tajribasi, tungi smenalarga tayyorlik.',
        'Опыт работы с кассой, готовность к ночным сменам.',
        'Cash-desk experience, ready for night shifts.',
      ),
      description: t(
        'Jadval 2/2, bepul ovqat.',
        'График 2/2, бесплатное питание.',
        'Shifts 2 on / 2 off, free meals.',
      ),
    },
  ],
};
