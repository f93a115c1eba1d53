// Tenant `lavash`: a street-food menu (lavash, shaurma, burgers) — names distinct from `demo`.
import { ean13, ikpu, t } from './helpers.js';
import type { DishKind, SeedGroup, SeedModificationGroup, SeedProduct, Text } from './types.js';

const MEAL = '10852';
const DRINK = '11071';

/** At least one, at most two sauces inside a lavash. */
const lavashSauces: SeedModificationGroup = {
  key: 'lavash-sauces',
  name: t('Sous tanlang (1–2 ta)', 'Выберите соус (1–2)', 'Choose sauce (1–2)'),
  min: 1,
  max: 2,
  options: [
    { key: 'ketchup', name: t('Ketchup', 'Кетчуп', 'Ketchup'), price: 0 },
    { key: 'mayo', name: t('Mayonez', 'Майонез', 'Mayonnaise'), price: 0 },
    { key: 'garlic-mayo', name: t('Sarimsoqli mayonez', 'Чесночный майонез', 'Garlic mayo'), price: 1000 },
    { key: 'cheese', name: t('Pishloqli sous', 'Сырный соус', 'Cheese sauce'), price: 2000 },
    { key: 'harissa', name: t('Harissa (achchiq)', 'Харисса (острый)', 'Harissa (hot)'), price: 2000 },
  ],
};

interface Item {
  key: string;
  name: Text;
  description: Text;
  composition: Text;
  price: number;
  kind: DishKind;
  accent: string;
  extra?: Partial<SeedProduct>;
}

let seq = 600;
function item(i: Item): SeedProduct {
  seq += 1;
  return {
    key: i.key,
    name: i.name,
    description: i.description,
    composition: i.composition,
    price: i.price,
    mxicCode: ikpu(i.kind === 'drink' ? DRINK : MEAL, seq),
    image: { kind: i.kind, accent: i.accent, background: '#2A2A2E' },
    ...i.extra,
  };
}

const wraps: SeedProduct[] = [
  item({
    key: 'lavash-classic',
    name: t('Lavash klassik', 'Лаваш классический', 'Classic lavash wrap'),
    description: t(
      "Mol go'shti, yangi sabzavotlar va chips — tandir lavashga o'ralgan.",
      'Говядина, свежие овощи и чипсы в тонком лаваше.',
      'Beef, fresh vegetables and crisps rolled in thin lavash.',
    ),
    composition: t(
      "Lavash, mol go'shti, pomidor, bodring, chips, sous",
      'Лаваш, говядина, помидоры, огурцы, чипсы, соус',
      'Lavash, beef, tomatoes, cucumbers, crisps, sauce',
    ),
    price: 32000,
    kind: 'wrap',
    accent: '#E0A45A',
    extra: {
      labels: ['HIT', 'HALAL'],
      measure: 350,
      unit: 'GRAMM',
      timeCookingMin: 5,
      timeCookingMax: 8,
      modificationGroups: [lavashSauces],
    },
  }),
  item({
    key: 'lavash-cheese',
    name: t('Pishloqli lavash', 'Лаваш с сыром', 'Cheese lavash wrap'),
    description: t(
      'Klassik lavash, ikki qavat eritilgan pishloq bilan.',
      'Классический лаваш с двойным тянущимся сыром.',
      'Our classic wrap with a double layer of melted cheese.',
    ),
    composition: t(
      "Lavash, mol go'shti, chedder, motsarella, pomidor, bodring, sous",
      'Лаваш, говядина, чеддер, моцарелла, помидоры, огурцы, соус',
      'Lavash, beef, cheddar, mozzarella, tomatoes, cucumbers, sauce',
    ),
    price: 36000,
    kind: 'wrap',
    accent: '#F2C14E',
    extra: { labels: ['HALAL'], measure: 380, unit: 'GRAMM', discount: 10 },
  }),
  item({
    key: 'lavash-chicken',
    name: t('Tovuqli lavash', 'Лаваш с курицей', 'Chicken lavash wrap'),
    description: t(
      'Grilda pishgan tovuq, karam salati va sarimsoqli sous.',
      'Курица-гриль, капустный салат и чесночный соус.',
      'Grilled chicken, cabbage slaw and garlic sauce.',
    ),
    composition: t(
      'Lavash, tovuq filesi, karam, sabzi, pomidor, sarimsoqli sous',
      'Лаваш, куриное филе, капуста, морковь, помидоры, чесночный соус',
      'Lavash, chicken fillet, cabbage, carrot, tomatoes, garlic sauce',
    ),
    price: 29000,
    kind: 'wrap',
    accent: '#D9A066',
    extra: { labels: ['HALAL'], measure: 340, unit: 'GRAMM' },
  }),
  item({
    key: 'lavash-spicy',
    name: t('Achchiq lavash', 'Острый лаваш', 'Spicy lavash wrap'),
    description: t(
      'Jalapeno va harissa bilan — yurakli odamlar uchun.',
      'С халапеньо и хариссой — для смелых.',
      'With jalapeños and harissa — for the brave.',
    ),
    composition: t(
      "Lavash, mol go'shti, jalapeno, harissa, pomidor, piyoz",
      'Лаваш, говядина, халапеньо, харисса, помидоры, лук',
      'Lavash, beef, jalapeños, harissa, tomatoes, onion',
    ),
    price: 33000,
    kind: 'wrap',
    accent: '#C8102E',
    extra: { labels: ['SPICY', 'HALAL', 'NEW'], measure: 350, unit: 'GRAMM' },
  }),
  item({
    key: 'shaurma-chicken',
    name: t('Tovuqli shaurma', 'Шаурма с курицей', 'Chicken shawarma'),
    description: t(
      'Pita nonida tovuq shaurma, tuzlangan bodring va oq sous bilan.',
      'Шаурма с курицей в пите, с маринованными огурцами и белым соусом.',
      'Chicken shawarma in pita with pickles and white sauce.',
    ),
    composition: t(
      "Pita, tovuq go'shti, tuzlangan bodring, pomidor, oq sous",
      'Пита, курица, маринованные огурцы, помидоры, белый соус',
      'Pita, chicken, pickles, tomatoes, white sauce',
    ),
    price: 27000,
    kind: 'wrap',
    accent: '#E7B775',
    extra: { labels: ['HALAL'], measure: 300, unit: 'GRAMM' },
  }),
  item({
    key: 'shaurma-xl',
    name: t('Shaurma XL', 'Шаурма XL', 'Shawarma XL'),
    description: t(
      "Ikki baravar ko'p go'sht — juda och bo'lsangiz.",
      'Двойная порция мяса — когда очень голоден.',
      'Double the meat, for when you are really hungry.',
    ),
    composition: t(
      "Lavash, mol va tovuq go'shti, kartoshka fri, pomidor, sous",
      'Лаваш, говядина и курица, картофель фри, помидоры, соус',
      'Lavash, beef and chicken, French fries, tomatoes, sauce',
    ),
    price: 42000,
    kind: 'wrap',
    accent: '#CF8F4C',
    extra: { labels: ['HALAL'], measure: 520, unit: 'GRAMM' },
  }),
];

const grill: SeedProduct[] = [
  item({
    key: 'hot-dog-classic',
    name: t('Hot-dog klassik', 'Хот-дог классический', 'Classic hot dog'),
    description: t(
      'Yumshoq bulochka, mol sosiskasi, xantal va ketchup.',
      'Мягкая булочка, говяжья сосиска, горчица и кетчуп.',
      'Soft bun, beef sausage, mustard and ketchup.',
    ),
    composition: t(
      'Bulochka, mol sosiskasi, xantal, ketchup, qovurilgan piyoz',
      'Булочка, говяжья сосиска, горчица, кетчуп, жареный лук',
      'Bun, beef sausage, mustard, ketchup, crispy onion',
    ),
    price: 18000,
    kind: 'burger',
    accent: '#B5542E',
    extra: { labels: ['HALAL'], measure: 1, unit: 'COUNT' },
  }),
  item({
    key: 'burger-cheese',
    name: t('Chizburger', 'Чизбургер', 'Cheeseburger'),
    description: t(
      'Grilda pishgan mol kotleti, chedder va tuzlangan bodring.',
      'Говяжья котлета на гриле, чеддер и маринованные огурцы.',
      'Flame-grilled beef patty, cheddar and pickles.',
    ),
    composition: t(
      'Bulochka, mol kotleti, chedder, tuzlangan bodring, piyoz, ketchup',
      'Булочка, говяжья котлета, чеддер, маринованный огурец, лук, кетчуп',
      'Bun, beef patty, cheddar, pickles, onion, ketchup',
    ),
    price: 30000,
    kind: 'burger',
    accent: '#7A3B1E',
    extra: { labels: ['HIT', 'HALAL'], measure: 1, unit: 'COUNT' },
  }),
  item({
    key: 'burger-double',
    name: t('Dabl burger', 'Дабл бургер', 'Double burger'),
    description: t(
      'Ikki kotlet, ikki pishloq, karamellangan piyoz.',
      'Две котлеты, двойной сыр, карамелизированный лук.',
      'Two patties, double cheese and caramelised onion.',
    ),
    composition: t(
      'Bulochka, 2 ta mol kotleti, chedder, karamellangan piyoz, salat bargi, sous',
      'Булочка, 2 говяжьи котлеты, чеддер, карамелизированный лук, салат, соус',
      'Bun, 2 beef patties, cheddar, caramelised onion, lettuce, sauce',
    ),
    price: 42000,
    kind: 'burger',
    accent: '#6B3118',
    extra: { labels: ['HALAL'], measure: 1, unit: 'COUNT', discount: 15 },
  }),
  item({
    key: 'fries',
    name: t('Kartoshka fri', 'Картофель фри', 'French fries'),
    description: t(
      'Qarsildoq kartoshka fri, tuz bilan.',
      'Хрустящий картофель фри с солью.',
      'Crispy salted fries.',
    ),
    composition: t(
      "Kartoshka, o'simlik yog'i, tuz",
      'Картофель, растительное масло, соль',
      'Potatoes, vegetable oil, salt',
    ),
    price: 15000,
    kind: 'fries',
    accent: '#F4C542',
    extra: { labels: ['VEGAN'], measure: 150, unit: 'GRAMM' },
  }),
  item({
    key: 'nuggets',
    name: t('Naggetslar (6 dona)', 'Наггетсы (6 шт.)', 'Chicken nuggets (6 pcs)'),
    description: t(
      "Panirovkadagi tovuq bo'laklari, sous bilan.",
      'Кусочки курицы в панировке, с соусом.',
      'Breaded chicken pieces served with a dip.',
    ),
    composition: t(
      "Tovuq filesi, panirovka, o'simlik yog'i, ziravorlar",
      'Куриное филе, панировка, растительное масло, специи',
      'Chicken fillet, breadcrumbs, vegetable oil, spices',
    ),
    price: 22000,
    kind: 'fries',
    accent: '#D8913A',
    extra: { labels: ['HALAL'], measure: 6, unit: 'COUNT' },
  }),
];

const extras: SeedProduct[] = [
  item({
    key: 'dip-ketchup',
    name: t('Ketchup', 'Кетчуп', 'Ketchup'),
    description: t("Qo'shimcha ketchup.", 'Дополнительный кетчуп.', 'Extra ketchup.'),
    composition: t(
      'Pomidor pastasi, shakar, sirka, tuz',
      'Томатная паста, сахар, уксус, соль',
      'Tomato paste, sugar, vinegar, salt',
    ),
    price: 3000,
    kind: 'sauce',
    accent: '#D12B1F',
    extra: { measure: 30, unit: 'GRAMM' },
  }),
  item({
    key: 'dip-cheese',
    name: t('Pishloqli dip', 'Сырный дип', 'Cheese dip'),
    description: t('Issiq pishloqli sous.', 'Тёплый сырный соус.', 'Warm cheese dip.'),
    composition: t("Chedder, qaymoq, sariyog'", 'Чеддер, сливки, сливочное масло', 'Cheddar, cream, butter'),
    price: 4000,
    kind: 'sauce',
    accent: '#F5B82E',
    extra: { measure: 30, unit: 'GRAMM' },
  }),
  item({
    key: 'pepsi-05',
    name: t('Pepsi 0,5 l', 'Pepsi 0,5 л', 'Pepsi 0.5 l'),
    description: t('Gazlangan ichimlik, sovuq.', 'Газированный напиток, охлаждённый.', 'Chilled cola.'),
    composition: t(
      'Suv, shakar, karbonat angidrid, karamel rang, ortofosfor kislotasi, kofein',
      'Вода, сахар, диоксид углерода, карамельный колер, ортофосфорная кислота, кофеин',
      'Water, sugar, carbon dioxide, caramel colour, phosphoric acid, caffeine',
    ),
    price: 8000,
    kind: 'drink',
    accent: '#2B1A12',
    extra: { measure: 0.5, unit: 'LITER', barcode: ean13('478000512305') },
  }),
  item({
    key: 'mojito',
    name: t('Moxito limonadi', 'Лимонад «Мохито»', 'Mojito lemonade'),
    description: t(
      'Laym va yalpizli alkogolsiz limonad.',
      'Безалкогольный лимонад с лаймом и мятой.',
      'Alcohol-free lemonade with lime and mint.',
    ),
    composition: t(
      'Gazli suv, laym, yalpiz, shakar siropi, muz',
      'Газированная вода, лайм, мята, сахарный сироп, лёд',
      'Sparkling water, lime, mint, sugar syrup, ice',
    ),
    price: 15000,
    kind: 'drink',
    accent: '#A8D77E',
    extra: { measure: 0.4, unit: 'LITER', labels: ['VEGAN', 'NEW'] },
  }),
];

export const lavashGroups: SeedGroup[] = [
  {
    key: 'street-food',
    name: t('Lavash va burgerlar', 'Лаваш и бургеры', 'Wraps and burgers'),
    icon: '🌯',
    bgColor: '#2A2A2E',
    iconBgColor: '#C8102E',
    categories: [
      {
        key: 'wraps',
        name: t('Lavash va shaurma', 'Лаваш и шаурма', 'Wraps and shawarma'),
        viewType: 'BIG',
        products: wraps,
      },
      {
        key: 'grill',
        name: t('Burger va hot-dog', 'Бургеры и хот-доги', 'Burgers and hot dogs'),
        products: grill,
      },
    ],
  },
  {
    key: 'extras',
    name: t('Souslar va ichimliklar', 'Соусы и напитки', 'Dips and drinks'),
    icon: '🥤',
    bgColor: '#26262B',
    iconBgColor: '#F5B82E',
    categories: [
      {
        key: 'extras',
        name: t("Qo'shimchalar", 'Дополнительно', 'Extras'),
        viewType: 'SMALL',
        products: extras,
      },
    ],
  },
];
