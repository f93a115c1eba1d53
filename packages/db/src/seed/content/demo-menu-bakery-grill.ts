// Demo tenant: somsa, bread and shashlik.
import { shashlikAddOns } from './demo-modifiers.js';
import { ikpu, t } from './helpers.js';
import type { SeedCategory, SeedProduct } from './types.js';

const BAKERY = '10712'; // bakery goods class of the IKPU catalogue
const MEAL = '10851';

export const somsaCategory: SeedCategory = {
  key: 'somsa',
  name: t('Somsa', 'Самса', 'Somsa'),
  scrollType: 'HORIZONTAL',
  products: [
    {
      key: 'somsa-tandir',
      name: t('Tandir somsa', 'Самса из тандыра', 'Tandoor somsa'),
      description: t(
        "Tandirda pishgan qarsildoq somsa: mayda to'g'ralgan qo'y go'shti, dumba va piyoz bilan.",
        'Хрустящая самса из тандыра с рубленой бараниной, курдюком и луком.',
        'Crispy somsa baked in a clay tandoor, filled with chopped lamb, fat-tail and onion.',
      ),
      composition: t(
        "Qatlama xamir, qo'y go'shti, dumba, piyoz, zira, kunjut",
        'Слоёное тесто, баранина, курдюк, лук, зира, кунжут',
        'Layered dough, lamb, fat-tail, onion, cumin, sesame',
      ),
      price: 16000,
      calorie: 390,
      measure: 1,
      unit: 'COUNT',
      timeCookingMin: 3,
      timeCookingMax: 5,
      labels: ['HIT', 'HALAL'],
      tags: ['somsa', 'tandoor'],
      mxicCode: ikpu(BAKERY, 201),
      branches: ['chilonzor', 'samarqand'],
      isCartRecommendation: true,
      image: { kind: 'pastry', accent: '#D9902F', background: '#FFF0D6' },
    },
    {
      key: 'somsa-goshtli',
      name: t("Go'shtli somsa", 'Самса с мясом', 'Meat somsa'),
      description: t(
        "Pechda pishirilgan qatlama somsa, mol go'shti va piyoz bilan.",
        'Слоёная самса из печи с говядиной и луком.',
        'Oven-baked flaky somsa with beef and onion.',
      ),
      composition: t(
        "Qatlama xamir, mol go'shti, piyoz, qora murch, zira, tuxum",
        'Слоёное тесто, говядина, лук, чёрный перец, зира, яйцо',
        'Puff pastry, beef, onion, black pepper, cumin, egg',
      ),
      price: 15000,
      calorie: 360,
      measure: 1,
      unit: 'COUNT',
      timeCookingMin: 3,
      timeCookingMax: 5,
      labels: ['HALAL'],
      tags: ['somsa'],
      mxicCode: ikpu(BAKERY, 202),
      image: { kind: 'pastry', accent: '#C98532', background: '#FFF3DF' },
    },
    {
      key: 'somsa-kartoshkali',
      name: t('Kartoshkali somsa', 'Самса с картофелем', 'Potato somsa'),
      description: t(
        "Kartoshka, piyoz va ko'katlar bilan yumshoq somsa.",
        'Нежная самса с картофелем, луком и зеленью.',
        'Soft somsa filled with potato, onion and herbs.',
      ),
      composition: t(
        "Xamir, kartoshka, piyoz, shivit, o'simlik yog'i, qora murch",
        'Тесто, картофель, лук, укроп, растительное масло, чёрный перец',
        'Dough, potato, onion, dill, vegetable oil, black pepper',
      ),
      price: 12000,
      calorie: 290,
      measure: 1,
      unit: 'COUNT',
      timeCookingMin: 3,
      timeCookingMax: 5,
      labels: ['VEGAN'],
      tags: ['somsa', 'vegetarian'],
      mxicCode: ikpu(BAKERY, 203),
      image: { kind: 'pastry', accent: '#E2A84B', background: '#FFF6E3' },
    },
    {
      key: 'somsa-oshqovoqli',
      name: t('Oshqovoqli somsa', 'Самса с тыквой', 'Pumpkin somsa'),
      description: t(
        'Kuzgi mavsumiy somsa: shirin oshqovoq va piyoz bilan.',
        'Сезонная осенняя самса со сладкой тыквой и луком.',
        'A seasonal autumn somsa with sweet pumpkin and onion.',
      ),
      composition: t(
        "Xamir, oshqovoq, piyoz, qora murch, o'simlik yog'i",
        'Тесто, тыква, лук, чёрный перец, растительное масло',
        'Dough, pumpkin, onion, black pepper, vegetable oil',
      ),
      price: 13000,
      discount: 20,
      calorie: 260,
      measure: 1,
      unit: 'COUNT',
      labels: ['VEGAN', 'NEW'],
      tags: ['somsa', 'vegetarian', 'seasonal'],
      mxicCode: ikpu(BAKERY, 204),
      image: { kind: 'pastry', accent: '#EE9A3A', background: '#FFF1DE' },
    },
  ],
};

export const breadCategory: SeedCategory = {
  key: 'bread',
  name: t('Non', 'Лепёшки', 'Bread'),
  viewType: 'SMALL',
  products: [
    {
      key: 'non-patir',
      name: t('Patir non', 'Патыр', 'Patir bread'),
      description: t(
        "Sariyog' qo'shilgan qalin, qatlamli tandir noni.",
        'Толстая слоёная лепёшка из тандыра на сливочном масле.',
        'A thick, layered tandoor flatbread made with butter.',
      ),
      composition: t(
        "Un, sut, sariyog', qatiq, tuz, sedana",
        'Мука, молоко, сливочное масло, катык, соль, чернушка',
        'Flour, milk, butter, qatiq yoghurt, salt, nigella seeds',
      ),
      price: 12000,
      calorie: 820,
      measure: 450,
      unit: 'GRAMM',
      tags: ['bread', 'tandoor'],
      mxicCode: ikpu(BAKERY, 211),
      image: { kind: 'bread', accent: '#C8782E', background: '#FBEBD2' },
    },
    {
      key: 'non-obi',
      name: t('Obi-non', 'Оби-нон', 'Obi-non'),
      description: t(
        "Har kuni ertalab yopiladigan an'anaviy tandir noni.",
        'Традиционная лепёшка из тандыра, выпекаем каждое утро.',
        'Traditional tandoor flatbread, baked fresh every morning.',
      ),
      composition: t(
        'Un, suv, xamirturush, tuz, kunjut',
        'Мука, вода, дрожжи, соль, кунжут',
        'Flour, water, yeast, salt, sesame',
      ),
      price: 5000,
      calorie: 540,
      measure: 300,
      unit: 'GRAMM',
      labels: ['VEGAN'],
      tags: ['bread'],
      mxicCode: ikpu(BAKERY, 212),
      isCartRecommendation: true,
      image: { kind: 'bread', accent: '#D9964A', background: '#FFF3E0' },
    },
  ],
};

function skewer(
  key: string,
  name: [string, string, string],
  meat: [string, string, string],
  price: number,
  item: number,
  accent: string,
  extra: Partial<SeedProduct> = {},
): SeedProduct {
  return {
    key,
    name: t(...name),
    description: t(
      `Ko'mirda pishirilgan ${meat[0]}, marinadlangan piyoz bilan tortiladi.`,
      `${meat[1]} на углях, подаётся с маринованным луком.`,
      `${meat[2]} grilled over charcoal, served with pickled onion.`,
    ),
    composition: t(
      `${meat[0].charAt(0).toUpperCase()}${meat[0].slice(1)}, piyoz, zira, qora murch, tuz, rayhon`,
      `${meat[1]}, лук, зира, чёрный перец, соль, базилик`,
      `${meat[2]}, onion, cumin, black pepper, salt, basil`,
    ),
    price,
    measure: 1,
    unit: 'COUNT',
    timeCookingMin: 15,
    timeCookingMax: 20,
    labels: ['HALAL'],
    tags: ['shashlik', 'grill'],
    mxicCode: ikpu(MEAL, item),
    image: { kind: 'skewer', accent, background: '#FCE9D9' },
    ...extra,
  };
}

export const shashlikCategory: SeedCategory = {
  key: 'shashlik',
  name: t('Shashlik', 'Шашлык', 'Shashlik'),
  products: [
    skewer(
      'shashlik-mol',
      ["Mol go'shtidan shashlik", 'Шашлык из говядины', 'Beef shashlik'],
      ["mol go'shti bo'laklari", 'Кусочки говядины', 'Beef chunks'],
      30000,
      131,
      '#8E3B1F',
      {
        modificationGroups: [shashlikAddOns],
        labels: ['HIT', 'HALAL'],
        calorie: 310,
      },
    ),
    skewer(
      'shashlik-qoy',
      ["Qo'y go'shtidan shashlik", 'Шашлык из баранины', 'Lamb shashlik'],
      ["qo'y go'shti va dumba", 'Баранина с курдюком', 'Lamb with fat-tail'],
      34000,
      132,
      '#7A3420',
      { calorie: 360, modificationGroups: [shashlikAddOns] },
    ),
    skewer(
      'shashlik-tovuq',
      ['Tovuq shashlik', 'Шашлык из курицы', 'Chicken shashlik'],
      ["qatiqda marinadlangan tovuq go'shti", 'Курица в маринаде из катыка', 'Chicken marinated in yoghurt'],
      25000,
      133,
      '#C9702E',
      { calorie: 240, discount: 10 },
    ),
    skewer(
      'shashlik-jigar',
      ['Jigar shashlik', 'Шашлык из печени', 'Liver shashlik'],
      ['dumba bilan mol jigari', 'Говяжья печень с курдюком', 'Beef liver with fat-tail'],
      26000,
      134,
      '#5E2618',
      { calorie: 280 },
    ),
    skewer(
      'shashlik-lyulya',
      ['Lyulya kabob', 'Люля-кебаб', 'Lyulya kebab'],
      ["ziravorli qiyma go'sht", 'Пряный мясной фарш', 'Spiced minced lamb and beef'],
      28000,
      135,
      '#9A4424',
      { calorie: 330, labels: ['SPICY', 'HALAL'] },
    ),
  ],
};
