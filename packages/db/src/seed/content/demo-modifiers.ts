// Demo tenant: option groups reused by several products.
import { t } from './helpers.js';
import type { SeedModificationGroup } from './types.js';

/** Required, exactly one: portion size of a plov (price added on top of one portion). */
export const plovPortion: SeedModificationGroup = {
  key: 'plov-portion',
  name: t('Porsiya hajmi', 'Размер порции', 'Portion size'),
  min: 1,
  max: 1,
  options: [
    { key: 'portion-1', name: t('1 porsiya (350 g)', '1 порция (350 г)', '1 portion (350 g)'), price: 0 },
    {
      key: 'portion-1-5',
      name: t('1,5 porsiya (520 g)', '1,5 порции (520 г)', '1.5 portions (520 g)'),
      price: 26000,
    },
    {
      key: 'portion-2',
      name: t('2 porsiya (700 g)', '2 порции (700 г)', '2 portions (700 g)'),
      price: 50000,
    },
  ],
};

/** Optional, up to three: extras on a plov. */
export const plovExtras: SeedModificationGroup = {
  key: 'plov-extras',
  name: t("Oshga qo'shimcha", 'Добавки к плову', 'Plov extras'),
  min: 0,
  max: 3,
  options: [
    { key: 'qazi', name: t('Qazi (80 g)', 'Казы (80 г)', 'Qazi horse sausage (80 g)'), price: 18000 },
    {
      key: 'quail-eggs',
      name: t('Bedana tuxumi (3 dona)', 'Перепелиные яйца (3 шт.)', 'Quail eggs (3 pcs)'),
      price: 6000,
    },
    {
      key: 'extra-meat',
      name: t("Qo'shimcha go'sht (70 g)", 'Дополнительное мясо (70 г)', 'Extra meat (70 g)'),
      price: 15000,
    },
    { key: 'raisins', name: t('Mayiz', 'Изюм', 'Raisins'), price: 4000 },
    { key: 'chickpeas', name: t("No'xat", 'Нут', 'Chickpeas'), price: 3000 },
  ],
};

/** Optional, up to three: sides for a skewer. */
export const shashlikAddOns: SeedModificationGroup = {
  key: 'shashlik-add-ons',
  name: t("Shashlikka qo'shimchalar", 'Добавки к шашлыку', 'Shashlik add-ons'),
  min: 0,
  max: 3,
  options: [
    {
      key: 'pickled-onion',
      name: t('Marinadlangan piyoz', 'Маринованный лук', 'Pickled onion'),
      price: 3000,
    },
    { key: 'obi-non', name: t('Obi-non', 'Лепёшка оби-нон', 'Obi-non flatbread'), price: 5000 },
    {
      key: 'grilled-veg',
      name: t('Grilda sabzavotlar', 'Овощи на гриле', 'Grilled vegetables'),
      price: 14000,
    },
    { key: 'tomato-sauce', name: t('Pomidorli sous', 'Томатный соус', 'Tomato sauce'), price: 4000 },
    {
      key: 'fat-tail',
      name: t('Dumba (1 six)', 'Курдюк (1 шампур)', 'Fat-tail piece (1 skewer)'),
      price: 8000,
    },
  ],
};

/** Exactly two: drinks that come with a combo (extra charge for the bigger bottle). */
export const comboDrinks: SeedModificationGroup = {
  key: 'combo-drinks',
  name: t('2 ta ichimlik tanlang', 'Выберите 2 напитка', 'Choose 2 drinks'),
  min: 2,
  max: 2,
  options: [
    { key: 'green-tea', name: t("Ko'k choy (choynak)", 'Зелёный чай (чайник)', 'Green tea (pot)'), price: 0 },
    { key: 'black-tea', name: t('Qora choy (choynak)', 'Чёрный чай (чайник)', 'Black tea (pot)'), price: 0 },
    { key: 'cola', name: t('Coca-Cola 0,5 l', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 l'), price: 0 },
    { key: 'fanta', name: t('Fanta 0,5 l', 'Fanta 0,5 л', 'Fanta 0.5 l'), price: 0 },
    { key: 'ayran', name: t('Ayron', 'Айран', 'Ayran'), price: 2000 },
    {
      key: 'compote',
      name: t('Uy kompoti (1 l)', 'Домашний компот (1 л)', 'Homemade compote (1 l)'),
      price: 6000,
    },
  ],
};

/** At least one, at most two: sauces for a pizza. */
export const pizzaSauces: SeedModificationGroup = {
  key: 'pizza-sauces',
  name: t('Souslar (1–2 ta)', 'Соусы (1–2 шт.)', 'Sauces (1–2)'),
  min: 1,
  max: 2,
  options: [
    { key: 'garlic', name: t('Sarimsoqli', 'Чесночный', 'Garlic'), price: 0 },
    { key: 'ranch', name: t('Ranch', 'Ранч', 'Ranch'), price: 0 },
    { key: 'bbq', name: t('Barbekyu', 'Барбекю', 'Barbecue'), price: 2000 },
    { key: 'chili', name: t('Achchiq chili', 'Острый чили', 'Hot chili'), price: 2000 },
  ],
};

/** Required, exactly one: how many pieces of manti. */
export const mantiCount: SeedModificationGroup = {
  key: 'manti-count',
  name: t('Soni', 'Количество', 'Quantity'),
  min: 1,
  max: 1,
  options: [
    { key: 'manti-4', name: t('4 dona', '4 шт.', '4 pcs'), price: 0 },
    { key: 'manti-6', name: t('6 dona', '6 шт.', '6 pcs'), price: 16000 },
    { key: 'manti-10', name: t('10 dona', '10 шт.', '10 pcs'), price: 46000 },
  ],
};

/** Optional, up to two: what goes into the tea pot. */
export const teaExtras: SeedModificationGroup = {
  key: 'tea-extras',
  name: t("Choyga qo'shimcha", 'Добавки к чаю', 'Tea extras'),
  min: 0,
  max: 2,
  options: [
    { key: 'lemon', name: t('Limon', 'Лимон', 'Lemon'), price: 3000 },
    { key: 'mint', name: t('Yalpiz', 'Мята', 'Mint'), price: 2000 },
    { key: 'honey', name: t('Asal', 'Мёд', 'Honey'), price: 5000 },
    { key: 'novvot', name: t('Navvot', 'Нават', 'Navat rock sugar'), price: 3000 },
  ],
};
