import { defineMessages } from '@dastarkhan/client/messages';

export const favouritesMessages = defineMessages({
  'favourites.title': { uz: 'Sevimlilar', ru: 'Избранное', eng: 'Favourites' },
  'favourites.add': {
    uz: "Sevimlilarga qo'shish: {name}",
    ru: 'Добавить в избранное: {name}',
    eng: 'Add {name} to favourites',
  },
  'favourites.remove': {
    uz: 'Sevimlilardan olib tashlash: {name}',
    ru: 'Убрать из избранного: {name}',
    eng: 'Remove {name} from favourites',
  },
  'favourites.list': { uz: 'Sevimli taomlar', ru: 'Избранные блюда', eng: 'Favourite dishes' },
  'favourites.loading': {
    uz: 'Sevimlilar yuklanmoqda…',
    ru: 'Загружаем избранное…',
    eng: 'Loading favourites…',
  },
  'favourites.empty': {
    uz: "Sevimlilar hozircha yo'q — yoqqan taomingizdagi yurakchani bosing",
    ru: 'В избранном пока пусто — нажмите на сердечко у блюда, которое вам нравится',
    eng: 'No favourites yet — tap the heart on a dish you like',
  },
  'favourites.toMenu': { uz: "Menyuga o'tish", ru: 'Перейти в меню', eng: 'Go to the menu' },
  'favourites.unavailable': {
    uz: "Bu yerda sevimlilar bo'limi mavjud emas",
    ru: 'Избранное здесь недоступно',
    eng: 'Favourites are not available here',
  },
  'favourites.loadFailed': {
    uz: "Sevimlilarni yuklab bo'lmadi",
    ru: 'Не удалось загрузить избранное',
    eng: 'Could not load your favourites',
  },
  'favourites.saveFailed': {
    uz: "Sevimlilarni yangilab bo'lmadi. Qayta urinib ko'ring.",
    ru: 'Не удалось обновить избранное. Попробуйте ещё раз.',
    eng: 'Could not update your favourites. Please try again.',
  },

  'notifications.title': { uz: 'Bildirishnomalar', ru: 'Уведомления', eng: 'Notifications' },
  'notifications.loading': {
    uz: 'Bildirishnomalar yuklanmoqda…',
    ru: 'Загружаем уведомления…',
    eng: 'Loading notifications…',
  },
  'notifications.unavailable': {
    uz: 'Bu yerda bildirishnomalar mavjud emas',
    ru: 'Уведомления здесь недоступны',
    eng: 'Notifications are not available here',
  },
  'notifications.unread': { uz: "O'qilmagan", ru: 'Не прочитано', eng: 'Unread' },
  'notifications.unreadCount': {
    uz: "{count} ta o'qilmagan",
    ru: '{count, plural, one {# непрочитанное} few {# непрочитанных} many {# непрочитанных} other {# непрочитанного}}',
    eng: '{count} unread',
  },
  'notifications.markRead': {
    uz: "o'qilgan deb belgilash",
    ru: 'отметить как прочитанное',
    eng: 'mark as read',
  },
  'notifications.markAllRead': {
    uz: "Hammasini o'qilgan deb belgilash",
    ru: 'Прочитать все',
    eng: 'Mark all as read',
  },
  'notifications.loadMore': { uz: "Yana ko'rsatish", ru: 'Показать ещё', eng: 'Load more' },
  'notifications.loadingMore': { uz: 'Yuklanmoqda…', ru: 'Загружаем…', eng: 'Loading…' },
  'notifications.loadFailed': {
    uz: "Bildirishnomalarni yuklab bo'lmadi",
    ru: 'Не удалось загрузить уведомления',
    eng: 'Could not load your notifications',
  },
  'notifications.saveFailed': {
    uz: "Bildirishnomani o'qilgan deb belgilab bo'lmadi. Qayta urinib ko'ring.",
    ru: 'Не удалось отметить уведомление прочитанным. Попробуйте ещё раз.',
    eng: 'Could not mark the notification as read. Please try again.',
  },
  'notifications.type.ORDER_STATUS': { uz: 'Buyurtma holati', ru: 'Статус заказа', eng: 'Order update' },
  'notifications.type.PROMO': { uz: 'Aksiya', ru: 'Акция', eng: 'Special offer' },
  'notifications.type.NEWS': { uz: 'Yangiliklar', ru: 'Новости', eng: 'News' },
  'notifications.type.SYSTEM': { uz: 'Xabar', ru: 'Сообщение', eng: 'Message' },
});
