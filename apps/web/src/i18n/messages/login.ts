import { defineMessages } from '@dastarkhan/client/messages';

export const loginMessages = defineMessages({
  'login.title': { uz: 'Kirish', ru: 'Вход', eng: 'Log in' },
  'login.lead': {
    uz: 'Telefon raqamingizni kiriting — tasdiqlash kodini SMS orqali yuboramiz',
    ru: 'Введите номер телефона — мы пришлём код подтверждения по SMS',
    eng: 'Enter your phone number — we will text you a confirmation code',
  },
  'login.rulesBefore': {
    uz: 'Davom etish orqali siz',
    ru: 'Продолжая, вы принимаете',
    eng: 'By continuing you accept the',
  },
  'login.rulesLink': {
    uz: 'foydalanish shartlarini qabul qilasiz',
    ru: 'условия использования',
    eng: 'terms of use',
  },
  'login.confirmTitle': { uz: 'Kodni kiriting', ru: 'Введите код', eng: 'Enter the code' },
  'login.confirm': { uz: 'Tasdiqlash', ru: 'Подтвердить', eng: 'Confirm' },
});
