// Tenant `bigmenu`: 500+ generated products for benchmarks. Deterministic — a seeded PRNG
// drives every choice, so each call of `buildBigmenuTenant()` returns the same content.
import { BIGMENU_WORDS, type Words } from './bigmenu-words.js';
import { blob, ikpu, paragraphs, t, weekHours } from './helpers.js';
import { type LegalParty, privacyPolicy, termsOfUse } from './policies.js';
import { mulberry32 } from './prng.js';
import type { DishKind, SeedGroup, SeedModificationGroup, SeedProduct, SeedTenant, Text } from './types.js';

const SEED = 20260101;
const CENTER = { latitude: 41.311151, longitude: 69.279737 };

const legal: LegalParty = {
  brand: 'Katta Menyu',
  legalName: '"Katta Menyu" MChJ',
  phone: '+998 71 209-00-00',
  email: 'info@kattamenyu.uz',
};

function text(w: Words): Text {
  return t(...w);
}

function joinWords(a: Words, b: Words): Text {
  return t(`${a[0]} ${b[0]}`, `${a[1]} ${b[1]}`, `${a[2]} ${b[2]}`);
}

function portionGroup(key: string): SeedModificationGroup {
  return {
    key: `${key}-portion`,
    name: t('Porsiya', 'Порция', 'Portion'),
    min: 1,
    max: 1,
    options: [
      { key: 'regular', name: t('Oddiy', 'Обычная', 'Regular'), price: 0 },
      { key: 'large', name: t('Katta', 'Большая', 'Large'), price: 12000 },
    ],
  };
}

function extrasGroup(key: string): SeedModificationGroup {
  return {
    key: `${key}-extras`,
    name: t("Qo'shimchalar", 'Добавки', 'Extras'),
    min: 0,
    max: 3,
    options: [
      { key: 'cheese', name: t('Pishloq', 'Сыр', 'Cheese'), price: 5000 },
      { key: 'herbs', name: t("Ko'katlar", 'Зелень', 'Herbs'), price: 2000 },
      { key: 'sauce', name: t('Sous', 'Соус', 'Sauce'), price: 3000 },
      { key: 'bread', name: t('Non', 'Лепёшка', 'Bread'), price: 5000 },
    ],
  };
}

/**
 * Looks per dish: styles beyond this repeat a look. Two keep a category's twenty products from
 * showing the same picture closer than six apart while the first seed renders 2× the dishes (156
 * pictures), not 7× (every picture costs ~0.5–1 s to render).
 */
const BIGMENU_LOOKS = 2;

const LIQUIDS = new Set<DishKind>(['drink', 'tea', 'coffee']);

const LABEL_POOL: NonNullable<SeedProduct['labels']> = ['NEW', 'HIT', 'SPICY', 'VEGAN', 'HALAL'];

function buildGroups(): SeedGroup[] {
  const rand = mulberry32(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  let serial = 0;
  let catIndex = 0;

  return BIGMENU_WORDS.map((g) => ({
    key: g.key,
    name: text(g.name),
    icon: g.icon,
    bgColor: g.bgColor,
    iconBgColor: '#FCE000',
    categories: g.categories.map((c) => {
      const count = 20 + (catIndex++ % 3);
      const products: SeedProduct[] = [];
      for (let i = 0; i < count; i++) {
        const dish = c.dishes[i % c.dishes.length]!;
        const styleIndex = Math.floor(i / c.dishes.length) % g.styles.length;
        const style = g.styles[styleIndex]!;
        const key = `${c.key}-${i + 1}`;
        const [lo, hi] = c.price;
        const price = Math.round((lo + rand() * (hi - lo)) / 1000) * 1000;
        const roll = rand();
        const mods =
          roll < 0.05 ? [portionGroup(key)] : roll < 0.1 ? [portionGroup(key), extrasGroup(key)] : undefined;
        const product: SeedProduct = {
          key,
          name: joinWords(dish.name, style),
          description: t(
            `${dish.name[0]} — ${style[0]}. Har kuni yangi tayyorlanadi.`,
            `${dish.name[1]} — ${style[1]}. Готовим свежим каждый день.`,
            `${dish.name[2]} — ${style[2]}. Freshly made every day.`,
          ),
          composition: t(
            `${c.name[0]}: tanlangan mahsulotlar, tuz, ziravorlar`,
            `${c.name[1]}: отборные продукты, соль, специи`,
            `${c.name[2]}: selected ingredients, salt, spices`,
          ),
          price,
          calorie: 80 + Math.floor(rand() * 900),
          measure: LIQUIDS.has(dish.kind) ? 0.5 : 150 + 10 * Math.floor(rand() * 35),
          unit: LIQUIDS.has(dish.kind) ? 'LITER' : 'GRAMM',
          timeCookingMin: 5 + Math.floor(rand() * 10),
          timeCookingMax: 20 + Math.floor(rand() * 15),
          mxicCode: ikpu('10853', ++serial),
          // A look per dish and style: "Teahouse plov home-style" and "… Fergana-style" differ.
          image: {
            kind: dish.kind,
            accent: dish.accent,
            background: g.background,
            // The category's dishes (three plovs side by side) never share a look either.
            variant: (i % c.dishes.length) * BIGMENU_LOOKS + (styleIndex % BIGMENU_LOOKS),
          },
        };
        if (rand() < 0.18) product.discount = pick([5, 10, 15, 20]);
        if (rand() < 0.25) product.labels = [pick(LABEL_POOL)];
        if (mods) product.modificationGroups = mods;
        if (rand() < 0.06) product.branches = [pick(['markaz', 'chilonzor'])];
        if (rand() < 0.04) product.isCartRecommendation = true;
        products.push(product);
      }
      return { key: c.key, name: text(c.name), products };
    }),
  }));
}

export function buildBigmenuTenant(): SeedTenant {
  return {
    sub: 'bigmenu',
    name: t('Katta Menyu', 'Большое Меню', 'Big Menu'),
    brand: 'Katta Menyu',
    mainColor: '#FFB627',
    mainColorType: 'light',
    isDark: false,
    mainLanguage: 'uz',
    languages: ['uz', 'ru', 'eng'],
    latitude: CENTER.latitude,
    longitude: CENTER.longitude,
    phone: '998712090000',
    links: { telegram: 'https://t.me/katta_menyu' },
    switches: {},
    serviceTypes: { delivery: true, pickup: true, dineIn: true },
    payments: { cash: true, terminal: true, payme: true, click: true, uzum: true },
    cashbackRate: 2,
    title: t('Katta Menyu', 'Большое Меню', 'Big Menu'),
    leftCopyWrite: t('© 2026 "Katta Menyu" MChJ', '© 2026 ООО «Katta Menyu»', '© 2026 Katta Menyu LLC'),
    rightCopyWrite: t('Barcha huquqlar himoyalangan', 'Все права защищены', 'All rights reserved'),
    policies: {
      TERMS: termsOfUse(legal),
      PRIVACY_POLICY: privacyPolicy(legal),
      ABOUT_COMPANY: paragraphs([
        t(
          'Katta Menyu — 500 dan ortiq taomli oshxona.',
          'Большое Меню — кухня с меню из более чем 500 блюд.',
          'Big Menu is a kitchen with more than 500 dishes on the menu.',
        ),
        t(
          'Barcha taomlar har kuni yangi tayyorlanadi.',
          'Все блюда готовятся свежими каждый день.',
          'Everything is freshly cooked every day.',
        ),
      ]),
    },
    cities: [{ key: 'tashkent', name: t('Toshkent', 'Ташкент', 'Tashkent'), ...CENTER, isMain: true }],
    branches: [
      {
        key: 'markaz',
        cityKey: 'tashkent',
        name: t('Katta Menyu Markaz', 'Большое Меню Центр', 'Big Menu Centre'),
        address: "Toshkent sh., Mirobod tumani, Shahrisabz ko'chasi, 16",
        addressText: t(
          "Toshkent sh., Mirobod tumani, Shahrisabz ko'chasi, 16",
          'г. Ташкент, Мирабадский район, улица Шахрисабз, 16',
          '16 Shakhrisabz Street, Mirabad District, Tashkent',
        ),
        latitude: 41.305873,
        longitude: 69.281094,
        phone: '998712090001',
        isMain: true,
        deliveryPrice: 12000,
        deliveryStart: '10:00',
        deliveryEnd: '23:00',
        workHours: weekHours({ open: '09:00', close: '23:00' }),
        settings: {
          bookingEnabled: true,
          deliveryEnabled: true,
          dineinEnabled: true,
          pickupEnabled: true,
          expressEnabled: false,
          yandexEnabled: false,
        },
        halls: [
          {
            key: 'markaz-main',
            name: t('Asosiy zal', 'Основной зал', 'Main hall'),
            tables: Array.from({ length: 6 }, (_, i) => ({
              key: `markaz-${i + 1}`,
              name: `${i + 1}`,
              chairs: 4,
            })),
          },
        ],
      },
      {
        key: 'chilonzor',
        cityKey: 'tashkent',
        name: t('Katta Menyu Chilonzor', 'Большое Меню Чиланзар', 'Big Menu Chilanzar'),
        address: "Toshkent sh., Chilonzor tumani, Qatortol ko'chasi, 60",
        addressText: t(
          "Toshkent sh., Chilonzor tumani, Qatortol ko'chasi, 60",
          'г. Ташкент, Чиланзарский район, улица Катартал, 60',
          '60 Katartal Street, Chilanzar District, Tashkent',
        ),
        latitude: 41.275694,
        longitude: 69.203882,
        phone: '998712090002',
        deliveryPrice: 14000,
        deliveryStart: '10:00',
        deliveryEnd: '22:00',
        workHours: weekHours({ open: '10:00', close: '22:00' }),
        settings: {
          bookingEnabled: false,
          deliveryEnabled: true,
          dineinEnabled: false,
          pickupEnabled: true,
          expressEnabled: false,
          yandexEnabled: false,
        },
      },
    ],
    zones: [
      {
        cityKey: 'tashkent',
        name: 'Butun shahar',
        color: '#FFB627',
        price: 15000,
        polygon: blob(CENTER, [12, 11, 12.5, 13, 12, 11.5, 14, 13, 12, 11, 12.5, 13.5]),
      },
    ],
    groups: buildGroups(),
    promos: [
      {
        code: 'BIG10',
        discountType: 'PERCENTAGE',
        productDiscount: 10,
        deliveryDiscount: 0,
        minPrice: 100000,
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        isActive: true,
      },
    ],
    vacancies: [],
  };
}

export const bigmenuTenant: SeedTenant = buildBigmenuTenant();
