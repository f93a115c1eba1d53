import { defineMessages } from '@dastarkhan/client/messages';

/** The console's frame: top bar, navigation, roles, states every screen shares. */
export const shellMessages = defineMessages({
  'shell.console': { uz: 'Boshqaruv paneli', ru: 'Панель управления', eng: 'Console' },
  'shell.navigation': { uz: 'Bo‘limlar', ru: 'Разделы', eng: 'Sections' },
  'shell.language': { uz: 'Til', ru: 'Язык', eng: 'Language' },
  'shell.menu': { uz: 'Menyu', ru: 'Меню', eng: 'Menu' },
  'shell.close': { uz: 'Yopish', ru: 'Закрыть', eng: 'Close' },
  'shell.logout': { uz: 'Chiqish', ru: 'Выйти', eng: 'Log out' },
  'shell.loading': { uz: 'Yuklanmoqda…', ru: 'Загрузка…', eng: 'Loading…' },
  'shell.retry': { uz: 'Qayta urinish', ru: 'Повторить', eng: 'Try again' },
  'shell.skipToContent': {
    uz: 'Asosiy qismga o‘tish',
    ru: 'К основному содержимому',
    eng: 'Skip to content',
  },
  'shell.notFound': { uz: 'Sahifa topilmadi', ru: 'Страница не найдена', eng: 'Page not found' },
  'shell.notAllowed': {
    uz: 'Bu bo‘lim sizning rolingiz uchun emas',
    ru: 'Этот раздел недоступен для вашей роли',
    eng: 'This section is not for your role',
  },
  'shell.toStart': { uz: 'Bosh sahifaga', ru: 'На главную', eng: 'To the start' },
  'shell.signedInAs': { uz: '{name}, {role}', ru: '{name}, {role}', eng: '{name}, {role}' },
  'shell.waiterCalls': {
    uz: '{count} ta ofitsiant chaqiruvi',
    ru: '{count, plural, one {# вызов официанта} few {# вызова официанта} other {# вызовов официанта}}',
    eng: '{count, plural, one {# waiter call} other {# waiter calls}}',
  },
  'shell.errorTitle': { uz: 'Xatolik yuz berdi', ru: 'Что-то пошло не так', eng: 'Something went wrong' },
  'role.OWNER': { uz: 'Egasi', ru: 'Владелец', eng: 'Owner' },
  'role.MANAGER': { uz: 'Menejer', ru: 'Менеджер', eng: 'Manager' },
  'role.OPERATOR': { uz: 'Operator', ru: 'Оператор', eng: 'Operator' },
  'role.KITCHEN': { uz: 'Oshxona', ru: 'Кухня', eng: 'Kitchen' },
  'role.COURIER': { uz: 'Kuryer', ru: 'Курьер', eng: 'Courier' },
  'lang.uz': { uz: 'O‘zbekcha', ru: 'Узбекский', eng: 'Uzbek' },
  'lang.ru': { uz: 'Ruscha', ru: 'Русский', eng: 'Russian' },
  'lang.eng': { uz: 'Inglizcha', ru: 'Английский', eng: 'English' },
});
