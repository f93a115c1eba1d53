// Demo tenant: cities, branches (with halls for dine-in) and delivery zones.
import { blob, ringSector, t, weekHours } from './helpers.js';
import type { SeedBranch, SeedCity, SeedZone } from './types.js';

export const TASHKENT = { latitude: 41.311151, longitude: 69.279737 }; // Amir Temur xiyoboni
export const SAMARKAND = { latitude: 39.654388, longitude: 66.975584 }; // Registon maydoni

export const demoCities: SeedCity[] = [
  { key: 'tashkent', name: t('Toshkent', 'Ташкент', 'Tashkent'), ...TASHKENT, isMain: true },
  { key: 'samarkand', name: t('Samarqand', 'Самарканд', 'Samarkand'), ...SAMARKAND, isMain: false },
];

function tables(prefix: string, count: number, chairs: (i: number) => number) {
  return Array.from({ length: count }, (_, i) => ({
    key: `${prefix}-${i + 1}`,
    name: `${i + 1}`,
    chairs: chairs(i),
  }));
}

export const demoBranches: SeedBranch[] = [
  {
    key: 'chilonzor',
    cityKey: 'tashkent',
    name: t('Dastarkhan Chilonzor', 'Дастархан Чиланзар', 'Dastarkhan Chilanzar'),
    address: "Toshkent sh., Chilonzor tumani, Bunyodkor shoh ko'chasi, 42-uy",
    addressText: t(
      "Toshkent sh., Chilonzor tumani, Bunyodkor shoh ko'chasi, 42-uy",
      'г. Ташкент, Чиланзарский район, проспект Бунёдкор, 42',
      '42 Bunyodkor Avenue, Chilanzar District, Tashkent',
    ),
    latitude: 41.285427,
    longitude: 69.213954,
    phone: '998712001010',
    bookingPhone: '998712001011',
    isMain: true,
    deliveryPrice: 12000,
    deliveryStart: '10:00',
    deliveryEnd: '23:00',
    // Open late on Friday and Saturday nights: closes at 02:00 the next morning.
    workHours: weekHours(
      { open: '10:00', close: '23:00' },
      { FRIDAY: { open: '10:00', close: '02:00' }, SATURDAY: { open: '10:00', close: '02:00' } },
    ),
    settings: {
      bookingEnabled: true,
      deliveryEnabled: true,
      dineinEnabled: true,
      pickupEnabled: true,
      expressEnabled: true,
      yandexEnabled: true,
    },
    halls: [
      {
        key: 'chilonzor-main',
        name: t('Asosiy zal', 'Основной зал', 'Main hall'),
        tables: tables('chilonzor-main', 10, (i) => (i < 6 ? 4 : 6)),
      },
      {
        key: 'chilonzor-terrace',
        name: t('Ayvon', 'Терраса', 'Terrace'),
        tables: tables('chilonzor-terrace', 6, (i) => (i % 2 === 0 ? 4 : 2)),
      },
      {
        key: 'chilonzor-vip',
        name: t('VIP xona', 'VIP-комната', 'VIP room'),
        tables: tables('chilonzor-vip', 2, () => 12),
      },
    ],
  },
  {
    key: 'yunusobod',
    cityKey: 'tashkent',
    name: t('Dastarkhan Yunusobod', 'Дастархан Юнусабад', 'Dastarkhan Yunusabad'),
    address: "Toshkent sh., Yunusobod tumani, Amir Temur shoh ko'chasi, 107B",
    addressText: t(
      "Toshkent sh., Yunusobod tumani, Amir Temur shoh ko'chasi, 107B",
      'г. Ташкент, Юнусабадский район, проспект Амира Темура, 107Б',
      '107B Amir Temur Avenue, Yunusabad District, Tashkent',
    ),
    latitude: 41.345231,
    longitude: 69.285176,
    phone: '998712002020',
    bookingPhone: '998712002021',
    deliveryPrice: 12000,
    deliveryStart: '09:00',
    deliveryEnd: '23:00',
    // Morning plov from 07:00, as in the city's choyxonas.
    workHours: weekHours({ open: '07:00', close: '23:00' }, { SUNDAY: { open: '08:00', close: '22:00' } }),
    settings: {
      bookingEnabled: true,
      deliveryEnabled: true,
      dineinEnabled: true,
      pickupEnabled: true,
      expressEnabled: false,
      yandexEnabled: true,
    },
    halls: [
      {
        key: 'yunusobod-main',
        name: t('Asosiy zal', 'Основной зал', 'Main hall'),
        tables: tables('yunusobod-main', 12, (i) => (i < 8 ? 4 : 8)),
      },
      {
        key: 'yunusobod-tapchan',
        name: t('Supa (tapchan)', 'Топчаны', 'Tapchan platforms'),
        tables: tables('yunusobod-tapchan', 4, () => 8),
      },
    ],
  },
  {
    key: 'samarqand',
    cityKey: 'samarkand',
    name: t('Dastarkhan Samarqand', 'Дастархан Самарканд', 'Dastarkhan Samarkand'),
    address: 'Samarqand sh., Universitet xiyoboni, 15-uy',
    addressText: t(
      'Samarqand sh., Universitet xiyoboni, 15-uy',
      'г. Самарканд, Университетский бульвар, 15',
      '15 University Boulevard, Samarkand',
    ),
    latitude: 39.649742,
    longitude: 66.961214,
    phone: '998662334455',
    deliveryPrice: 10000,
    deliveryStart: '11:00',
    deliveryEnd: '21:30',
    workHours: weekHours({ open: '10:00', close: '22:00' }, { MONDAY: 'closed' }),
    settings: {
      bookingEnabled: false,
      deliveryEnabled: true,
      dineinEnabled: true,
      pickupEnabled: true,
      expressEnabled: false,
      yandexEnabled: false,
    },
    halls: [
      {
        key: 'samarqand-main',
        name: t('Asosiy zal', 'Основной зал', 'Main hall'),
        tables: tables('samarqand-main', 8, () => 4),
      },
    ],
  },
];

// Tashkent: a cheap centre, a middle ring cut into four districts, an outer ring in two halves.
// The pieces touch but do not overlap, so a point belongs to one zone at most.
const CENTRE_KM = 4.5;
const MIDDLE_KM = 9;
const OUTER_KM = 15;

export const demoZones: SeedZone[] = [
  {
    cityKey: 'tashkent',
    name: 'Markaz',
    color: '#22C55E',
    price: 10000,
    // 24 vertices every 15°, the same bearings the middle ring's inner arcs use: shared edges.
    polygon: blob(
      TASHKENT,
      Array.from({ length: 24 }, () => CENTRE_KM),
    ),
  },
  {
    cityKey: 'tashkent',
    name: 'Yunusobod – Shayxontohur',
    color: '#3B82F6',
    price: 13000,
    polygon: ringSector(TASHKENT, CENTRE_KM, MIDDLE_KM, 300, 390, 6),
  },
  {
    cityKey: 'tashkent',
    name: "Mirzo Ulug'bek – Yashnobod",
    color: '#8B5CF6',
    price: 15000,
    polygon: ringSector(TASHKENT, CENTRE_KM, MIDDLE_KM, 30, 150, 8),
  },
  {
    cityKey: 'tashkent',
    name: 'Yakkasaroy – Bektemir',
    color: '#F59E0B',
    price: 15000,
    polygon: ringSector(TASHKENT, CENTRE_KM, MIDDLE_KM, 150, 210, 4),
  },
  {
    cityKey: 'tashkent',
    name: 'Chilonzor – Uchtepa',
    color: '#EF4444',
    price: 13000,
    polygon: ringSector(TASHKENT, CENTRE_KM, MIDDLE_KM, 210, 300, 6),
  },
  {
    cityKey: 'tashkent',
    name: 'Tashqi halqa (shimol)',
    color: '#64748B',
    price: 22000,
    polygon: ringSector(TASHKENT, MIDDLE_KM, OUTER_KM, 270, 450, 12),
  },
  {
    cityKey: 'tashkent',
    name: 'Tashqi halqa (janub) – Sergeli, Yangihayot',
    color: '#475569',
    price: 25000,
    polygon: ringSector(TASHKENT, MIDDLE_KM, OUTER_KM, 90, 270, 12),
  },
  {
    cityKey: 'samarkand',
    name: 'Samarqand markazi',
    color: '#14B8A6',
    price: 12000,
    polygon: blob(SAMARKAND, [5.5, 5, 6.2, 6.8, 5.8, 4.8, 5.2, 6.5, 7, 6, 5.4, 5.1]),
  },
];
