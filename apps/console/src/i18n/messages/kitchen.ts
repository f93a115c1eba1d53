import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/kitchen`. */
export const kitchenMessages = defineMessages({
  'kitchen.title': { uz: 'Oshxona', ru: 'Кухня', eng: 'Kitchen' },
  'kitchen.sound': { uz: 'Ovoz', ru: 'Звук', eng: 'Sound' },
  'kitchen.soundOn': { uz: 'yoqilgan', ru: 'вкл.', eng: 'on' },
  'kitchen.soundOff': { uz: 'o‘chiq', ru: 'выкл.', eng: 'off' },
  'kitchen.soundTap': {
    uz: 'Yoqish uchun bosing',
    ru: 'Нажмите, чтобы включить',
    eng: 'Tap to turn it on',
  },
  'kitchen.fresh': { uz: 'Yangi', ru: 'Новый', eng: 'New' },
  'kitchen.allDay': {
    uz: 'Hammasi bo‘lib tayyorlash kerak',
    ru: 'Всего приготовить',
    eng: 'All day: still to cook',
  },
  'kitchen.empty': {
    uz: 'Tayyorlanadigan buyurtmalar yo‘q. Yangisi shu yerda paydo bo‘ladi.',
    ru: 'Нет заказов для готовки. Новые появятся здесь сами.',
    eng: 'Nothing to cook. New orders appear here by themselves.',
  },
  'kitchen.queue': {
    uz: '{count} ta buyurtma navbatda',
    ru: '{count, plural, one {# заказ} few {# заказа} other {# заказов}} в очереди',
    eng: '{count, plural, one {# order} other {# orders}} in the queue',
  },
  'kitchen.number': { uz: '№{number}', ru: '№{number}', eng: '#{number}' },
  'kitchen.minutes': { uz: '{count} daq', ru: '{count} мин', eng: '{count} min' },
  'kitchen.age.fresh': { uz: 'O‘z vaqtida', ru: 'В срок', eng: 'On time' },
  'kitchen.age.near': { uz: 'Vaqt tugayapti', ru: 'Время на исходе', eng: 'Running out' },
  'kitchen.age.late': { uz: 'Kechikmoqda', ru: 'Опаздывает', eng: 'Late' },
  'kitchen.promised': { uz: 'va’da {time}', ru: 'обещано к {time}', eng: 'promised {time}' },
  'kitchen.status.accepted': { uz: 'Qabul qilindi', ru: 'Принят', eng: 'Accepted' },
  'kitchen.status.cooking': { uz: 'Tayyorlanmoqda', ru: 'Готовится', eng: 'Cooking' },
  'kitchen.comment': { uz: 'Izoh:', ru: 'Комментарий:', eng: 'Note:' },
  'kitchen.start': { uz: 'Tayyorlashni boshlash', ru: 'Начать готовить', eng: 'Start cooking' },
  'kitchen.ready': { uz: 'Tayyor', ru: 'Готово', eng: 'Ready' },
  'kitchen.changed': {
    uz: 'Buyurtma allaqachon o‘zgargan — yangilandi',
    ru: 'Заказ уже изменили — показываем свежий',
    eng: 'The order was already changed — refreshed',
  },
});
