import { defineMessages } from '@dastarkhan/client/messages';

// `/profile/promos` (decision 026): the promo codes the customer may use now.
export const promosMessages = defineMessages({
  'promos.title': { uz: 'Promokodlar', ru: 'Промокоды', eng: 'Promo codes' },
  'promos.hint': {
    uz: 'Kodni nusxalang va buyurtma berishda kiriting.',
    ru: 'Скопируйте код и введите его при оформлении заказа.',
    eng: 'Copy a code and enter it at checkout.',
  },
  'promos.unavailable': {
    uz: 'Bu muassasada promokodlar yo‘q.',
    ru: 'В этом заведении нет промокодов.',
    eng: 'This restaurant has no promo codes.',
  },
  'promos.empty': {
    uz: 'Hozircha siz uchun promokodlar yo‘q.',
    ru: 'Сейчас для вас нет промокодов.',
    eng: 'There are no promo codes for you right now.',
  },
  'promos.loading': { uz: 'Promokodlar yuklanmoqda', ru: 'Загружаем промокоды', eng: 'Loading promo codes' },
  'promos.loadFailed': {
    uz: 'Promokodlarni yuklab bo‘lmadi.',
    ru: 'Не удалось загрузить промокоды.',
    eng: 'Could not load the promo codes.',
  },
  'promos.freeDelivery': { uz: 'Bepul yetkazib berish', ru: 'Бесплатная доставка', eng: 'Free delivery' },
  'promos.percentOff': { uz: '{percent}% chegirma', ru: 'Скидка {percent}%', eng: '{percent}% off' },
  'promos.amountOff': { uz: '{amount} chegirma', ru: 'Скидка {amount}', eng: '{amount} off' },
  'promos.minOrder': {
    uz: 'Buyurtma {amount} dan',
    ru: 'Заказ от {amount}',
    eng: 'Orders from {amount}',
  },
  'promos.anyOrder': { uz: 'Har qanday buyurtma uchun', ru: 'На любой заказ', eng: 'Any order' },
  'promos.until': { uz: '{date} gacha', ru: 'До {date}', eng: 'Until {date}' },
  'promos.noEnd': { uz: 'Muddatsiz', ru: 'Без срока', eng: 'No end date' },
  'promos.usesLeft': {
    uz: '{count, plural, other {yana # marta}}',
    ru: '{count, plural, one {ещё # раз} few {ещё # раза} other {ещё # раз}}',
    eng: '{count, plural, one {# more use} other {# more uses}}',
  },
  'promos.copyShort': { uz: 'Nusxalash', ru: 'Скопировать', eng: 'Copy' },
  'promos.copied': { uz: 'Nusxalandi', ru: 'Скопировано', eng: 'Copied' },
});
