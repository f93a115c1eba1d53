import { defineMessages } from '@dastarkhan/client/messages';

// The public receipt page (/receipt/:token, issue 18); the order screens' words are reused.
export const receiptMessages = defineMessages({
  'receipt.title': {
    uz: 'Buyurtma #{number} cheki',
    ru: 'Чек заказа №{number}',
    eng: 'Receipt of order #{number}',
  },
  'receipt.date': { uz: 'Sana', ru: 'Дата', eng: 'Date' },
  'receipt.mxik': { uz: 'MXIK: {code}', ru: 'ИКПУ: {code}', eng: 'MXIK: {code}' },
  'receipt.transaction': {
    uz: '{provider} tranzaksiyasi',
    ru: 'Транзакция {provider}',
    eng: '{provider} transaction',
  },
  'receipt.payment': { uz: "To'lov ma'lumotlari", ru: 'Расчёт', eng: 'Payment details' },
  'receipt.print': { uz: 'Chop etish', ru: 'Распечатать', eng: 'Print' },
  'receipt.notFound': { uz: 'Chek topilmadi', ru: 'Чек не найден', eng: 'Receipt not found' },
  'receipt.notFoundText': {
    uz: "Havola noto'g'ri yoki eskirgan. SMSdagi havolani to'liq ochganingizni tekshiring.",
    ru: 'Ссылка неверна или устарела. Проверьте, что открыли ссылку из SMS целиком.',
    eng: 'The link is wrong or no longer valid. Check that you opened the whole link from the SMS.',
  },
  'receipt.toMenu': { uz: 'Menyuga', ru: 'В меню', eng: 'To the menu' },
});
