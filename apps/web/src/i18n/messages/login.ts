import { defineMessages } from '@dastarkhan/client';

export const loginMessages = defineMessages({
  'login.title': { uz: 'Kirish', ru: 'Вход', eng: 'Log in' },
  'login.lead': {
    uz: 'Telefon raqamingizni kiriting — tasdiqlash kodini SMS orqali yuboramiz',
    ru: 'Введите номер телефона — мы пришлём код подтверждения по SMS',
    eng: 'Enter your phone number — we will text you a confirmation code',
  },
  'login.phone': { uz: 'Telefon raqami', ru: 'Номер телефона', eng: 'Phone number' },
  'login.phoneInvalid': {
    uz: "Telefon raqamini to'liq kiriting: +998 (XX) XXX-XX-XX",
    ru: 'Введите номер полностью: +998 (XX) XXX-XX-XX',
    eng: 'Enter the full number: +998 (XX) XXX-XX-XX',
  },
  'login.sendCode': { uz: 'Kod olish', ru: 'Получить код', eng: 'Get the code' },
  'login.sending': { uz: 'Yuborilmoqda…', ru: 'Отправляем…', eng: 'Sending…' },
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
  'login.codeSentTo': {
    uz: '{phone} raqamiga SMS kod yuborildi',
    ru: 'Код отправлен по SMS на {phone}',
    eng: 'We texted a code to {phone}',
  },
  'login.code': { uz: 'SMS kod (6 raqam)', ru: 'Код из SMS (6 цифр)', eng: 'SMS code (6 digits)' },
  'login.codeInvalid': {
    uz: 'Kod 6 ta raqamdan iborat',
    ru: 'Код состоит из 6 цифр',
    eng: 'The code has 6 digits',
  },
  'login.confirm': { uz: 'Tasdiqlash', ru: 'Подтвердить', eng: 'Confirm' },
  'login.checking': { uz: 'Tekshirilmoqda…', ru: 'Проверяем…', eng: 'Checking…' },
  'login.resent': { uz: 'Yangi kod yuborildi', ru: 'Новый код отправлен', eng: 'A new code is on its way' },
  'login.changePhone': { uz: 'Raqamni o‘zgartirish', ru: 'Изменить номер', eng: 'Change the number' },
  'login.failed': {
    uz: "Xatolik yuz berdi. Qayta urinib ko'ring.",
    ru: 'Что-то пошло не так. Попробуйте ещё раз.',
    eng: 'Something went wrong. Please try again.',
  },
});
