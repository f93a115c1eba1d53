/**
 * Payme Merchant API errors (docs/integrations.md §1). Every answer is HTTP 200; the error object
 * carries the code, a message in ru/uz/en and, for account errors, the account field's name.
 */
export class PaymeError extends Error {
  constructor(
    readonly code: number,
    readonly texts: { ru: string; uz: string; en: string },
    readonly data?: string,
  ) {
    super(texts.en);
  }
}

const e = (code: number, ru: string, uz: string, en: string) => (data?: string) =>
  new PaymeError(code, { ru, uz, en }, data);

export const PAYME = {
  notPost: e(
    -32300,
    'Метод запроса должен быть POST',
    "So'rov usuli POST bo'lishi kerak",
    'Request method must be POST',
  ),
  parse: e(-32700, 'Ошибка разбора JSON', 'JSON tahlil xatosi', 'JSON parse error'),
  invalidRequest: e(
    -32600,
    'Неверный запрос JSON-RPC',
    "Noto'g'ri JSON-RPC so'rovi",
    'Invalid JSON-RPC request',
  ),
  methodNotFound: e(-32601, 'Метод не найден', 'Usul topilmadi', 'Method not found'),
  unauthorized: e(-32504, 'Недостаточно привилегий', 'Huquqlar yetarli emas', 'Insufficient privileges'),
  system: e(-32400, 'Системная ошибка', 'Tizim xatosi', 'System error'),
  wrongAmount: e(-31001, 'Неверная сумма', "Noto'g'ri summa", 'Wrong amount'),
  transactionNotFound: e(-31003, 'Транзакция не найдена', 'Tranzaksiya topilmadi', 'Transaction not found'),
  cannotCancel: e(
    -31007,
    'Заказ выполнен, отменить транзакцию нельзя',
    "Buyurtma bajarilgan, tranzaksiyani bekor qilib bo'lmaydi",
    'The order is fulfilled: the transaction cannot be cancelled',
  ),
  impossible: e(
    -31008,
    'Невозможно выполнить операцию',
    "Amalni bajarib bo'lmaydi",
    'The operation cannot be performed',
  ),
  orderNotFound: e(-31050, 'Заказ не найден', 'Buyurtma topilmadi', 'Order not found'),
  orderPaid: e(-31051, 'Заказ уже оплачен', "Buyurtma allaqachon to'langan", 'The order is already paid'),
  orderCanceled: e(-31052, 'Заказ отменён', 'Buyurtma bekor qilingan', 'The order is cancelled'),
  orderBusy: e(
    -31053,
    'Заказ ожидает оплаты по другой транзакции',
    "Buyurtma boshqa tranzaksiya bo'yicha to'lovni kutmoqda",
    'The order is awaiting payment in another transaction',
  ),
};
