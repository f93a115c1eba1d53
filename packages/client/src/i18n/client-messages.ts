import { defineMessages } from './define-messages';

/**
 * The texts of this package's own components and of the phone-and-code sign-in both apps build
 * from them (the same words for a customer and for staff); every app spreads them into its
 * catalogue.
 */
export const clientMessages = defineMessages({
  'toast.close': { uz: 'Yopish', ru: 'Закрыть', eng: 'Close' },
  'toast.region': { uz: 'Bildirishnomalar', ru: 'Уведомления', eng: 'Notifications' },
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
  'login.checking': { uz: 'Tekshirilmoqda…', ru: 'Проверяем…', eng: 'Checking…' },
  'login.resent': { uz: 'Yangi kod yuborildi', ru: 'Новый код отправлен', eng: 'A new code is on its way' },
  'login.changePhone': { uz: 'Raqamni o‘zgartirish', ru: 'Изменить номер', eng: 'Change the number' },
  'login.failed': {
    uz: "Xatolik yuz berdi. Qayta urinib ko'ring.",
    ru: 'Что-то пошло не так. Попробуйте ещё раз.',
    eng: 'Something went wrong. Please try again.',
  },
  'login.resendIn': {
    uz: 'Kodni qayta yuborish: {seconds} soniyadan so‘ng',
    ru: 'Отправить код повторно через {seconds} с',
    eng: 'Resend the code in {seconds} s',
  },
  'login.resend': { uz: 'Kodni qayta yuborish', ru: 'Отправить код повторно', eng: 'Resend the code' },
});
