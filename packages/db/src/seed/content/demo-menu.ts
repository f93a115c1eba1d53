// Demo tenant: the menu tree, groups → categories → products.
import { breadCategory, shashlikCategory, somsaCategory } from './demo-menu-bakery-grill.js';
import { coldDrinksCategory, dessertCategory, sauceCategory, teaCategory } from './demo-menu-drinks.js';
import { comboCategory, pizzaCategory, saladCategory } from './demo-menu-light.js';
import { doughCategory, plovCategory, soupCategory } from './demo-menu-national.js';
import { t } from './helpers.js';
import type { SeedGroup } from './types.js';

export const demoGroups: SeedGroup[] = [
  {
    key: 'national',
    name: t('Milliy taomlar', 'Национальные блюда', 'National dishes'),
    icon: '🍛',
    bgColor: '#FFF4E0',
    iconBgColor: '#FCE000',
    categories: [plovCategory, soupCategory, doughCategory],
  },
  {
    key: 'bakery-grill',
    name: t('Somsa, non va shashlik', 'Самса, лепёшки и шашлык', 'Somsa, bread and shashlik'),
    icon: '🍢',
    bgColor: '#FDEBDD',
    iconBgColor: '#F59E0B',
    categories: [somsaCategory, breadCategory, shashlikCategory],
  },
  {
    key: 'salads-combos',
    name: t('Salatlar, kombo va pitsa', 'Салаты, комбо и пицца', 'Salads, combos and pizza'),
    icon: '🥗',
    bgColor: '#EEF7E6',
    iconBgColor: '#84CC16',
    categories: [saladCategory, comboCategory, pizzaCategory],
  },
  {
    key: 'drinks',
    name: t('Ichimliklar', 'Напитки', 'Drinks'),
    icon: '🥤',
    bgColor: '#E8F4FB',
    iconBgColor: '#38BDF8',
    categories: [teaCategory, coldDrinksCategory],
  },
  {
    key: 'desserts-sauces',
    name: t('Shirinliklar va souslar', 'Десерты и соусы', 'Desserts and sauces'),
    icon: '🍰',
    bgColor: '#FCEFF3',
    iconBgColor: '#F472B6',
    categories: [dessertCategory, sauceCategory],
  },
];
