import { defineMessages } from '@dastarkhan/client/messages';

export const basketMessages = defineMessages({
  'basket.title': { uz: 'Savat', ru: 'Корзина', eng: 'Basket' },
  'basket.loading': { uz: 'Savat yuklanmoqda…', ru: 'Загружаем корзину…', eng: 'Loading the basket…' },
  'basket.emptyText': {
    uz: "Menyudan mazali taomlarni tanlang — ular shu yerda paydo bo'ladi",
    ru: 'Выберите что-нибудь вкусное в меню — оно появится здесь',
    eng: 'Pick something tasty from the menu — it will show up here',
  },
  'basket.toMenu': { uz: "Menyuga o'tish", ru: 'Перейти в меню', eng: 'Go to the menu' },
  'basket.lines': { uz: 'Savatdagi mahsulotlar', ru: 'Товары в корзине', eng: 'Items in the basket' },
  'basket.each': { uz: 'Donasi {price}', ru: '{price} за шт.', eng: '{price} each' },
  'basket.quantity': { uz: 'Miqdori: {name}', ru: 'Количество: {name}', eng: 'Quantity: {name}' },
  'basket.less': { uz: 'Bittaga kamaytirish: {name}', ru: 'На один меньше: {name}', eng: 'One less: {name}' },
  'basket.more': { uz: 'Yana bitta: {name}', ru: 'Ещё один: {name}', eng: 'One more: {name}' },
  'basket.remove': { uz: "O'chirish: {name}", ru: 'Удалить: {name}', eng: 'Remove {name}' },
  'basket.summaryTitle': { uz: 'Buyurtmangiz', ru: 'Ваш заказ', eng: 'Your order' },
  'basket.products': { uz: 'Mahsulotlar', ru: 'Товары', eng: 'Products' },
  'basket.discount': { uz: 'Chegirma', ru: 'Скидка', eng: 'Discount' },
  'basket.total': { uz: 'Jami', ru: 'Итого', eng: 'Total' },
  'basket.checkout': { uz: 'Rasmiylashtirish', ru: 'Оформить заказ', eng: 'Checkout' },
  'basket.offline': {
    uz: 'Internet yo‘q: oxirgi ma’lum narxlar ko‘rsatilgan. Buyurtma berishda ular qayta tekshiriladi.',
    ru: 'Нет подключения к интернету: показаны последние известные цены. При оформлении заказа они будут проверены заново.',
    eng: 'You are offline: these are the last known prices. They are checked again when you place the order.',
  },
  'basket.repriced': {
    uz: "Narxlar o'zgardi: {names}. Savatda bugungi narxlar ko'rsatilgan.",
    ru: 'Цены изменились: {names}. В корзине теперь сегодняшние цены.',
    eng: "Prices have changed: {names}. The basket now shows today's prices.",
  },
  'basket.removed': {
    uz: 'Endi mavjud emas va savatdan olib tashlandi: {names}.',
    ru: 'Больше не продаётся и убрано из корзины: {names}.',
    eng: 'No longer available and removed from the basket: {names}.',
  },
  'basket.noticeDismiss': { uz: 'Tushunarli', ru: 'Понятно', eng: 'Got it' },
  'basket.priceNote': {
    uz: 'Yakuniy narx va yetkazib berish buyurtmani rasmiylashtirishda tasdiqlanadi',
    ru: 'Окончательная цена и доставка подтверждаются при оформлении заказа',
    eng: 'Final prices and delivery are confirmed at checkout',
  },
});
