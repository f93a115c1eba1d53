import { defineMessages } from '@dastarkhan/client/messages';

// Catalogue search (/search) and a single category (/category).
export const searchMessages = defineMessages({
  'search.title': { uz: 'Qidiruv', ru: 'Поиск', eng: 'Search' },
  'search.label': {
    uz: 'Taom yoki ichimlik nomi',
    ru: 'Название блюда или напитка',
    eng: 'Dish or drink name',
  },
  'search.placeholder': {
    uz: "Osh, somsa, lag'mon…",
    ru: 'Плов, самса, лагман…',
    eng: 'Plov, somsa, lagman…',
  },
  'search.submit': { uz: 'Qidirish', ru: 'Найти', eng: 'Search' },
  'search.results': {
    uz: "«{query}» bo'yicha {count, plural, other {# ta natija}}",
    ru: '«{query}»: {count, plural, one {# результат} few {# результата} other {# результатов}}',
    eng: '{count, plural, one {# result} other {# results}} for “{query}”',
  },
  'search.noResults': {
    uz: "«{query}» bo'yicha hech narsa topilmadi",
    ru: 'По запросу «{query}» ничего не нашлось',
    eng: 'Nothing found for “{query}”',
  },
  'search.noResultsHint': {
    uz: "Boshqacha yozib ko'ring yoki menyudan tanlang — u yerda mazali taomlar ko'p!",
    ru: 'Попробуйте написать иначе или выберите в меню — там много вкусного!',
    eng: 'Try another spelling or pick from the menu — there is plenty to enjoy!',
  },
  'search.history': { uz: 'Oldingi qidiruvlar', ru: 'Вы искали', eng: 'Recent searches' },
  'search.clearHistory': { uz: 'Tozalash', ru: 'Очистить', eng: 'Clear' },
  'search.clearHistoryLabel': {
    uz: 'Qidiruv tarixini tozalash',
    ru: 'Очистить историю поиска',
    eng: 'Clear search history',
  },
  'search.browse': { uz: 'Kategoriyalar', ru: 'Категории', eng: 'Categories' },
  'search.matchedCategories': {
    uz: 'Mos kategoriyalar',
    ru: 'Подходящие категории',
    eng: 'Matching categories',
  },
  'search.fromCategories': {
    uz: 'Shu kategoriyalardagi taomlar',
    ru: 'Блюда из этих категорий',
    eng: 'Dishes in these categories',
  },
  'search.onlyCategories': {
    uz: "«{query}» nomli taom yo'q — mos kategoriyalar bor",
    ru: 'Блюд с названием «{query}» нет — но есть подходящие категории',
    eng: 'No dish is called “{query}” — but these categories match',
  },
  'search.prompt': {
    uz: 'Nimani xohlaysiz? Taom nomini yozing.',
    ru: 'Что хочется? Введите название блюда.',
    eng: 'What are you craving? Type a dish name.',
  },
  'search.loading': { uz: 'Qidirilmoqda…', ru: 'Ищем…', eng: 'Searching…' },
  'category.back': { uz: 'Menyuga qaytish', ru: 'Назад в меню', eng: 'Back to the menu' },
  'category.count': {
    uz: '{count, plural, other {# ta mahsulot}}',
    ru: '{count, plural, one {# товар} few {# товара} other {# товаров}}',
    eng: '{count, plural, one {# item} other {# items}}',
  },
  'category.empty': {
    uz: "Bu kategoriyada hozircha mahsulot yo'q",
    ru: 'В этой категории пока нет товаров',
    eng: 'No products in this category yet',
  },
});
