import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/inbox`: waiter calls, bookings, feedback and job applications. */
export const inboxMessages = defineMessages({
  'inbox.title': { uz: 'Kiruvchi', ru: 'Входящие', eng: 'Inbox' },
  'inbox.sections': { uz: 'Kiruvchi bo‘limlari', ru: 'Разделы входящих', eng: 'Inbox sections' },
  'inbox.tab.calls': { uz: 'Ofitsiant chaqiruvlari', ru: 'Вызовы официанта', eng: 'Waiter calls' },
  'inbox.tab.reservations': { uz: 'Bronlar', ru: 'Брони', eng: 'Reservations' },
  'inbox.tab.feedback': { uz: 'Fikrlar', ru: 'Отзывы', eng: 'Feedback' },
  'inbox.tab.applications': { uz: 'Ishga arizalar', ru: 'Отклики на вакансии', eng: 'Job applications' },
  'inbox.enableSound': { uz: 'Ovozni yoqish', ru: 'Включить звук', eng: 'Enable sound' },
  'inbox.soundLocked': {
    uz: 'Brauzer ovozni o‘chirib qo‘ydi: chaqiruvlar signalini eshitish uchun tugmani bosing.',
    ru: 'Браузер заблокировал звук: нажмите кнопку, чтобы слышать вызовы.',
    eng: 'The browser has muted this page: press the button to hear waiter calls.',
  },
  'inbox.soundOn': { uz: 'Ovoz yoqilgan', ru: 'Звук включён', eng: 'Sound on' },
  'inbox.newCall': {
    uz: 'Yangi chaqiruv: {table}',
    ru: 'Новый вызов: {table}',
    eng: 'New waiter call: {table}',
  },
  'inbox.loadError': { uz: 'Yuklab bo‘lmadi', ru: 'Не удалось загрузить', eng: 'Could not load' },
  'inbox.retry': { uz: 'Qayta urinish', ru: 'Повторить', eng: 'Try again' },
  // Waiter calls
  'inbox.calls.empty': {
    uz: 'Ochiq chaqiruvlar yo‘q',
    ru: 'Открытых вызовов нет',
    eng: 'No open waiter calls',
  },
  'inbox.calls.unavailable': {
    uz: 'Zalda xizmat ko‘rsatish o‘chirilgan',
    ru: 'Обслуживание в зале выключено',
    eng: 'Dine-in service is switched off',
  },
  'inbox.calls.table': { uz: '{table}-stol', ru: 'Стол {table}', eng: 'Table {table}' },
  'inbox.calls.age': {
    uz: '{minutes} daqiqa kutmoqda',
    ru: '{minutes, plural, one {ждёт # минуту} few {ждёт # минуты} other {ждёт # минут}}',
    eng: '{minutes, plural, one {waiting # minute} other {waiting # minutes}}',
  },
  'inbox.calls.justNow': { uz: 'hozirgina', ru: 'только что', eng: 'just now' },
  'inbox.calls.onMyWay': { uz: 'Boryapman', ru: 'Иду', eng: 'On my way' },
  'inbox.calls.onMyWayLabel': {
    uz: 'Boryapman: {table}, {hall}',
    ru: 'Иду: {table}, {hall}',
    eng: 'On my way: {table}, {hall}',
  },
  'inbox.calls.acknowledged': {
    uz: '{table}: mijozga ofitsiant kelayotgani aytildi',
    ru: '{table}: гостю сообщили, что официант идёт',
    eng: '{table}: the guest is told a waiter is coming',
  },
  // Reservations
  'inbox.reservations.empty': {
    uz: 'Bugun va keyingi kunlarga bronlar yo‘q',
    ru: 'Броней на сегодня и дальше нет',
    eng: 'No bookings for today or later',
  },
  'inbox.reservations.today': { uz: 'Bugun', ru: 'Сегодня', eng: 'Today' },
  'inbox.reservations.guests': {
    uz: '{count} kishi',
    ru: '{count, plural, one {# гость} few {# гостя} other {# гостей}}',
    eng: '{count, plural, one {# guest} other {# guests}}',
  },
  'inbox.reservations.noName': { uz: 'Ismsiz mijoz', ru: 'Гость без имени', eng: 'Unnamed guest' },
  'inbox.reservations.BOOKED': {
    uz: 'Tasdiq kutilmoqda',
    ru: 'Ждёт подтверждения',
    eng: 'Awaiting confirmation',
  },
  'inbox.reservations.CONFIRMED': { uz: 'Tasdiqlangan', ru: 'Подтверждена', eng: 'Confirmed' },
  'inbox.reservations.COMPLETED': { uz: 'Yakunlangan', ru: 'Завершена', eng: 'Completed' },
  'inbox.reservations.CANCELED': { uz: 'Bekor qilingan', ru: 'Отменена', eng: 'Canceled' },
  'inbox.reservations.NO_SHOW': { uz: 'Kelinmadi', ru: 'Гость не пришёл', eng: 'No-show' },
  'inbox.reservations.confirm': { uz: 'Tasdiqlash', ru: 'Подтвердить', eng: 'Confirm' },
  'inbox.reservations.cancel': { uz: 'Bekor qilish', ru: 'Отменить', eng: 'Cancel' },
  'inbox.reservations.reason': {
    uz: 'Sabab (mijozga yuboriladi)',
    ru: 'Причина (её увидит гость)',
    eng: 'Reason (the guest will see it)',
  },
  'inbox.reservations.reasonRequired': {
    uz: 'Sababni yozing',
    ru: 'Укажите причину',
    eng: 'Write a reason',
  },
  'inbox.reservations.cancelBooking': {
    uz: 'Bronni bekor qilish',
    ru: 'Отменить бронь',
    eng: 'Cancel the booking',
  },
  'inbox.reservations.keep': { uz: 'Ortga', ru: 'Назад', eng: 'Back' },
  'inbox.reservations.confirmed': {
    uz: 'Bron tasdiqlandi, mijozga xabar yuborildi',
    ru: 'Бронь подтверждена, гостю отправлено уведомление',
    eng: 'Booking confirmed; the guest has been notified',
  },
  'inbox.reservations.canceled': {
    uz: 'Bron bekor qilindi, mijozga xabar yuborildi',
    ru: 'Бронь отменена, гостю отправлено уведомление',
    eng: 'Booking canceled; the guest has been notified',
  },
  'inbox.reservations.comment': { uz: 'Izoh: {text}', ru: 'Комментарий: {text}', eng: 'Comment: {text}' },
  'inbox.reservations.call': { uz: 'Qo‘ng‘iroq: {phone}', ru: 'Позвонить: {phone}', eng: 'Call {phone}' },
  // Feedback and applications
  'inbox.feedback.empty': { uz: 'Fikrlar yo‘q', ru: 'Отзывов нет', eng: 'No feedback yet' },
  'inbox.feedback.RESTAURANT': { uz: 'Restoran haqida', ru: 'О ресторане', eng: 'About the restaurant' },
  'inbox.feedback.SERVICE': { uz: 'Xizmat haqida', ru: 'Об обслуживании', eng: 'About the service' },
  'inbox.feedback.rating': {
    uz: 'Baho: {rating} / 5',
    ru: 'Оценка: {rating} из 5',
    eng: 'Rating: {rating} of 5',
  },
  'inbox.feedback.order': { uz: '№{number} buyurtma', ru: 'Заказ №{number}', eng: 'Order #{number}' },
  'inbox.applications.empty': { uz: 'Arizalar yo‘q', ru: 'Откликов нет', eng: 'No applications yet' },
  'inbox.markHandled': { uz: 'Ko‘rib chiqildi', ru: 'Обработано', eng: 'Mark handled' },
  'inbox.handledBy': {
    uz: 'Ko‘rib chiqildi: {name}, {time}',
    ru: 'Обработано: {name}, {time}',
    eng: 'Handled by {name}, {time}',
  },
  'inbox.handledAt': { uz: 'Ko‘rib chiqildi: {time}', ru: 'Обработано: {time}', eng: 'Handled {time}' },
  'inbox.new': { uz: 'Yangi', ru: 'Новое', eng: 'New' },
});
