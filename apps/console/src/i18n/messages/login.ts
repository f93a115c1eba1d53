import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/login`: staff sign in with the same SMS code as customers. */
export const loginMessages = defineMessages({
  'login.title': { uz: 'Xodimlar uchun kirish', ru: 'Вход для сотрудников', eng: 'Staff sign-in' },
  'login.lead': {
    uz: '{merchant} xodimi telefon raqami — kodni SMS orqali yuboramiz',
    ru: 'Номер телефона сотрудника {merchant} — мы пришлём код по SMS',
    eng: 'The phone number of a {merchant} staff member — we will text you a code',
  },
  'login.confirm': { uz: 'Kirish', ru: 'Войти', eng: 'Sign in' },
  'login.notStaff': {
    uz: 'Bu raqam {merchant} xodimlari ro‘yxatida yo‘q',
    ru: 'Этот номер не числится среди сотрудников {merchant}',
    eng: 'This number is not staff of {merchant}',
  },
});
