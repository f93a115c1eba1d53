import { defineMessages } from '@dastarkhan/client';

/** `/console/login`: staff sign in with the same SMS code as customers. */
export const loginMessages = defineMessages({
  'login.title': { uz: 'Xodimlar uchun kirish', ru: 'Вход для сотрудников', eng: 'Staff sign-in' },
  'login.lead': {
    uz: '{merchant} xodimi telefon raqami — kodni SMS orqali yuboramiz',
    ru: 'Номер телефона сотрудника {merchant} — мы пришлём код по SMS',
    eng: 'The phone number of a {merchant} staff member — we will text you a code',
  },
  'login.phone': { uz: 'Telefon raqami', ru: 'Номер телефона', eng: 'Phone number' },
  'login.phoneInvalid': {
    uz: "Telefon raqamini to'liq kiriting: +998 (XX) XXX-XX-XX",
    ru: 'Введите номер полностью: +998 (XX) XXX-XX-XX',
    eng: 'Enter the full number: +998 (XX) XXX-XX-XX',
  },
  'login.sendCode': { uz: 'Kod olish', ru: 'Получить код', eng: 'Get the code' },
  'login.sending': { uz: 'Yuborilmoqda…', ru: 'Отправляем…', eng: 'Sending…' },
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
  'login.confirm': { uz: 'Kirish', ru: 'Войти', eng: 'Sign in' },
  'login.checking': { uz: 'Tekshirilmoqda…', ru: 'Проверяем…', eng: 'Checking…' },
  'login.resent': { uz: 'Yangi kod yuborildi', ru: 'Новый код отправлен', eng: 'A new code is on its way' },
  'login.changePhone': { uz: 'Raqamni o‘zgartirish', ru: 'Изменить номер', eng: 'Change the number' },
  'login.notStaff': {
    uz: 'Bu raqam {merchant} xodimlari ro‘yxatida yo‘q',
    ru: 'Этот номер не числится среди сотрудников {merchant}',
    eng: 'This number is not staff of {merchant}',
  },
  'login.failed': {
    uz: "Xatolik yuz berdi. Qayta urinib ko'ring.",
    ru: 'Что-то пошло не так. Попробуйте ещё раз.',
    eng: 'Something went wrong. Please try again.',
  },
});
