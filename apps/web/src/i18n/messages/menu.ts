import { defineMessages } from '@dastarkhan/client/messages';

export const menuMessages = defineMessages({
  'menu.title': { uz: 'Menyu', ru: 'Меню', eng: 'Menu' },
  'menu.categories': { uz: 'Kategoriyalar', ru: 'Категории', eng: 'Categories' },
  'menu.groups': { uz: "Bo'limlar", ru: 'Разделы', eng: 'Sections' },
  'menu.empty': {
    uz: "Bu filialda hozircha mahsulotlar yo'q",
    ru: 'В этом филиале пока нет товаров',
    eng: 'No products at this branch yet',
  },
  'menu.add': { uz: "Savatga qo'shish: {name}", ru: 'В корзину: {name}', eng: 'Add to basket: {name}' },
  'menu.choose': { uz: 'Tanlash', ru: 'Выбрать', eng: 'Choose' },
  'menu.increase': { uz: 'Yana bitta: {name}', ru: 'Ещё один: {name}', eng: 'One more: {name}' },
  'menu.decrease': {
    uz: 'Bittaga kamaytirish: {name}',
    ru: 'На один меньше: {name}',
    eng: 'One less: {name}',
  },
  'menu.inBasket': { uz: 'Savatda: {count}', ru: 'В корзине: {count}', eng: 'In basket: {count}' },
  'menu.discount': { uz: '−{percent}%', ru: '−{percent}%', eng: '−{percent}%' },
  'menu.all': { uz: 'Hammasi', ru: 'Все', eng: 'All' },
  'menu.seeAll': { uz: "Barchasini ko'rish", ru: 'Смотреть все', eng: 'See all' },
  'label.NEW': { uz: 'Yangi', ru: 'Новинка', eng: 'New' },
  'label.HIT': { uz: 'Xit', ru: 'Хит', eng: 'Hit' },
  'label.SPICY': { uz: 'Achchiq', ru: 'Острое', eng: 'Spicy' },
  'label.VEGAN': { uz: 'Vegan', ru: 'Веган', eng: 'Vegan' },
  'label.HALAL': { uz: 'Halol', ru: 'Халяль', eng: 'Halal' },
  'unit.GRAMM': { uz: '{value} g', ru: '{value} г', eng: '{value} g' },
  'unit.KG': { uz: '{value} kg', ru: '{value} кг', eng: '{value} kg' },
  'unit.LITER': { uz: '{value} l', ru: '{value} л', eng: '{value} l' },
  'unit.COUNT': { uz: '{value} dona', ru: '{value} шт', eng: '{value} pcs' },
});
