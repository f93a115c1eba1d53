import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/courier`. */
export const courierMessages = defineMessages({
  'courier.title': { uz: 'Yetkazish', ru: 'Доставка', eng: 'Deliveries' },
  'courier.mine': { uz: 'Mening buyurtmalarim', ru: 'Мои заказы', eng: 'My orders' },
  'courier.empty': {
    uz: 'Sizga berilgan buyurtma yo‘q. Yangisi shu yerda paydo bo‘ladi.',
    ru: 'Вам пока не передали заказов. Новые появятся здесь.',
    eng: 'No orders given to you yet. New ones appear here.',
  },
  'courier.number': { uz: 'Buyurtma №{number}', ru: 'Заказ №{number}', eng: 'Order #{number}' },
  'courier.status.cooking': { uz: 'Tayyorlanmoqda', ru: 'Готовится', eng: 'Being cooked' },
  'courier.status.ready': { uz: 'Olib ketishga tayyor', ru: 'Готов к выдаче', eng: 'Ready to pick up' },
  'courier.status.onWay': { uz: 'Yo‘lda', ru: 'В пути', eng: 'On the way' },
  'courier.customer': { uz: 'Mijoz', ru: 'Клиент', eng: 'Customer' },
  'courier.call': { uz: 'Qo‘ng‘iroq: {phone}', ru: 'Позвонить: {phone}', eng: 'Call {phone}' },
  'courier.entrance': { uz: '{value}-kirish', ru: 'подъезд {value}', eng: 'entrance {value}' },
  'courier.floor': { uz: '{value}-qavat', ru: 'этаж {value}', eng: 'floor {value}' },
  'courier.flat': { uz: 'xonadon {value}', ru: 'кв./офис {value}', eng: 'flat {value}' },
  'courier.domophone': { uz: 'domofon {value}', ru: 'домофон {value}', eng: 'intercom {value}' },
  'courier.openMap': {
    uz: 'Yandex Xaritada ochish',
    ru: 'Открыть в Яндекс Картах',
    eng: 'Open in Yandex Maps',
  },
  'courier.collect': {
    uz: 'Naqd oling: {amount}',
    ru: 'Взять наличными: {amount}',
    eng: 'Collect cash: {amount}',
  },
  'courier.paid': { uz: 'To‘langan: {amount}', ru: 'Оплачено: {amount}', eng: 'Paid: {amount}' },
  'courier.pickedUp': { uz: 'Oldim', ru: 'Забрал', eng: 'Picked up' },
  'courier.delivered': { uz: 'Yetkazildi', ru: 'Доставлен', eng: 'Delivered' },
  'courier.deliveredToast': {
    uz: 'Buyurtma №{number} yetkazildi',
    ru: 'Заказ №{number} доставлен',
    eng: 'Order #{number} delivered',
  },
  'courier.changed': {
    uz: 'Buyurtma allaqachon o‘zgargan — ro‘yxat yangilandi',
    ru: 'Заказ уже изменили — список обновлён',
    eng: 'The order was already changed — list refreshed',
  },
  'courier.location.title': { uz: 'Joylashuv', ru: 'Местоположение', eng: 'Your location' },
  'courier.location.explain': {
    uz: 'Buyurtma yo‘lda bo‘lganda mijoz sizni xaritada ko‘radi. Joylashuvingiz faqat yo‘lda bo‘lgan buyurtmalar uchun, 10 soniyada bir marta yuboriladi va yetkazilgach to‘xtaydi.',
    ru: 'Пока заказ в пути, клиент видит вас на карте. Местоположение отправляется раз в 10 секунд только для заказов в пути и перестаёт отправляться после доставки.',
    eng: 'While an order is on its way, the customer sees you on a map. Your position is sent every 10 seconds, only for orders on their way, and stops once they are delivered.',
  },
  'courier.location.share': {
    uz: 'Joylashuvni ulashish',
    ru: 'Поделиться местоположением',
    eng: 'Share my location',
  },
  'courier.location.starting': {
    uz: 'Joylashuv aniqlanmoqda…',
    ru: 'Определяем местоположение…',
    eng: 'Finding your position…',
  },
  'courier.location.sharing': {
    uz: 'Joylashuv ulashilmoqda',
    ru: 'Местоположение передаётся',
    eng: 'Sharing location',
  },
  'courier.location.sentAt': { uz: 'oxirgisi {time}', ru: 'последнее в {time}', eng: 'last sent {time}' },
  'courier.location.stop': { uz: 'To‘xtatish', ru: 'Остановить', eng: 'Stop sharing' },
  'courier.location.denied': {
    uz: 'Joylashuvga ruxsat berilmagan: mijoz sizni xaritada ko‘rmaydi. Brauzer sozlamalarida ruxsat bering; yetkazishni davom ettirishingiz mumkin.',
    ru: 'Доступ к местоположению запрещён: клиент не увидит вас на карте. Разрешите его в настройках браузера; доставлять можно и так.',
    eng: 'Location access is blocked: the customer will not see you on the map. Allow it in the browser settings; you can still deliver.',
  },
  'courier.location.unsupported': {
    uz: 'Bu qurilma joylashuvni aniqlay olmaydi.',
    ru: 'Это устройство не умеет определять местоположение.',
    eng: 'This device cannot tell its position.',
  },
});
