import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/today`: the day so far, per branch. */
export const todayMessages = defineMessages({
  'today.title': { uz: 'Bugun', ru: 'Сегодня', eng: 'Today' },
  'today.updated': { uz: 'Yangilandi: {time}', ru: 'Обновлено в {time}', eng: 'Updated {time}' },
  'today.download': { uz: 'CSV yuklab olish', ru: 'Скачать CSV', eng: 'Download CSV' },
  'today.downloadFailed': {
    uz: 'Faylni yuklab bo‘lmadi',
    ru: 'Не удалось скачать файл',
    eng: 'Could not download the file',
  },
  'today.loadError': {
    uz: 'Hisobotni yuklab bo‘lmadi',
    ru: 'Не удалось загрузить отчёт',
    eng: 'Could not load the report',
  },
  'today.staleError': {
    uz: 'Yangilab bo‘lmadi, oxirgi ma’lumotlar ko‘rsatilmoqda',
    ru: 'Не удалось обновить, показаны последние данные',
    eng: 'Could not refresh; showing the last figures',
  },
  'today.retry': { uz: 'Qayta urinish', ru: 'Повторить', eng: 'Try again' },
  'today.noBranches': {
    uz: 'Sizga filial biriktirilmagan',
    ru: 'За вами не закреплены филиалы',
    eng: 'No branches are assigned to you',
  },
  'today.orders': { uz: 'Buyurtmalar', ru: 'Заказы', eng: 'Orders' },
  'today.revenue': { uz: 'Tushum', ru: 'Выручка', eng: 'Revenue' },
  'today.canceled': { uz: 'Bekor qilingan', ru: 'Отменено', eng: 'Canceled' },
  'today.toAccept': {
    uz: 'Qabul qilishgacha (mediana)',
    ru: 'До принятия (медиана)',
    eng: 'To accept (median)',
  },
  'today.toReady': {
    uz: 'Tayyor bo‘lguncha (mediana)',
    ru: 'До готовности (медиана)',
    eng: 'To ready (median)',
  },
  'today.minutes': { uz: '{minutes} daq', ru: '{minutes} мин', eng: '{minutes} min' },
  'today.none': { uz: '—', ru: '—', eng: '—' },
  'today.byService': { uz: 'Xizmat turi bo‘yicha', ru: 'По типу обслуживания', eng: 'By service type' },
  'today.byPayment': { uz: 'To‘lov turi bo‘yicha', ru: 'По способу оплаты', eng: 'By payment type' },
  'today.cancellations': {
    uz: 'Bekor qilish sabablari',
    ru: 'Причины отмен',
    eng: 'Cancellations by reason',
  },
  'today.noOrders': {
    uz: 'Bugun hali buyurtma yo‘q',
    ru: 'Сегодня заказов пока нет',
    eng: 'No orders yet today',
  },
  'today.noCancellations': { uz: 'Bekor qilinganlar yo‘q', ru: 'Отмен нет', eng: 'No cancellations' },
  'today.ordersCount': {
    uz: '{count} ta buyurtma',
    ru: '{count, plural, one {# заказ} few {# заказа} other {# заказов}}',
    eng: '{count, plural, one {# order} other {# orders}}',
  },
  'today.unknownReason': { uz: 'Sabab ko‘rsatilmagan', ru: 'Причина не указана', eng: 'No reason given' },
  'today.pay.CASH': { uz: 'Naqd', ru: 'Наличные', eng: 'Cash' },
  'today.pay.CLICK': { uz: 'Click', ru: 'Click', eng: 'Click' },
  'today.pay.PAYNET': { uz: 'Paynet', ru: 'Paynet', eng: 'Paynet' },
  'today.pay.TERMINAL': { uz: 'Terminal', ru: 'Терминал', eng: 'Card terminal' },
  'today.pay.PAYME': { uz: 'Payme', ru: 'Payme', eng: 'Payme' },
  'today.pay.UZUM': { uz: 'Uzum', ru: 'Uzum', eng: 'Uzum' },
  'today.pay.OTHER': { uz: 'Boshqa', ru: 'Другое', eng: 'Other' },
});
