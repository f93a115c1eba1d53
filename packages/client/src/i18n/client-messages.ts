import { defineMessages } from './define-messages';

/** The texts of this package's own components; every app spreads them into its catalogue. */
export const clientMessages = defineMessages({
  'toast.close': { uz: 'Yopish', ru: 'Закрыть', eng: 'Close' },
  'toast.region': { uz: 'Bildirishnomalar', ru: 'Уведомления', eng: 'Notifications' },
  'login.resendIn': {
    uz: 'Kodni qayta yuborish: {seconds} soniyadan so‘ng',
    ru: 'Отправить код повторно через {seconds} с',
    eng: 'Resend the code in {seconds} s',
  },
  'login.resend': { uz: 'Kodni qayta yuborish', ru: 'Отправить код повторно', eng: 'Resend the code' },
});
