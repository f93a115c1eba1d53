import { defineMessages } from '@dastarkhan/client/messages';

/** The status SMS section of `/console/settings` (issue 18, decision 034). */
export const statusSmsMessages = defineMessages({
  'statusSms.title': { uz: 'Holat haqida SMS', ru: 'SMS о статусе заказа', eng: 'Order status SMS' },
  'statusSms.hint': {
    uz: 'Telegram orqali kelmagan mijozlarga SMS yuboriladi. Matnda {list} ishlatish mumkin; bo‘sh matn — standart matn.',
    ru: 'SMS получают клиенты, пришедшие не через Telegram. В тексте можно использовать {list}; пустое поле — стандартный текст.',
    eng: 'Customers who did not come through Telegram get these texts. Use {list}; an empty field sends the built-in text.',
  },
  'statusSms.send': { uz: 'SMS yuborish', ru: 'Отправлять SMS', eng: 'Send an SMS' },
  'statusSms.status.ACCEPTED': { uz: 'Buyurtma qabul qilindi', ru: 'Заказ принят', eng: 'Order accepted' },
  'statusSms.status.DONE': {
    uz: 'Tayyor, olib ketish mumkin (olib ketish buyurtmalari)',
    ru: 'Готов к выдаче (самовывоз)',
    eng: 'Ready for pick-up (pick-up orders)',
  },
  'statusSms.status.ON_WAY': { uz: 'Yo‘lda', ru: 'В пути', eng: 'On the way' },
  'statusSms.status.CANCELED': { uz: 'Bekor qilindi', ru: 'Отменён', eng: 'Cancelled' },
  'statusSms.lang.uz': { uz: 'O‘zbekcha matn', ru: 'Текст на узбекском', eng: 'Uzbek text' },
  'statusSms.lang.ru': { uz: 'Ruscha matn', ru: 'Текст на русском', eng: 'Russian text' },
  'statusSms.lang.eng': { uz: 'Inglizcha matn', ru: 'Текст на английском', eng: 'English text' },
  'statusSms.size': {
    uz: '≈ {chars} belgi, {sms} ta SMS',
    ru: '≈ {chars} симв., SMS: {sms}',
    eng: '≈ {chars} characters, {sms} SMS',
  },
  'statusSms.builtIn': { uz: '(standart matn)', ru: '(стандартный текст)', eng: '(built-in text)' },
});
