import type { Multilingual } from '../i18n/multilingual.js';
import type { CourierStatus } from './courier-status.js';

// Zod-free, so the order screens can show labels without shipping zod to the browser.
export const COURIER_STATUS_LABELS: Record<CourierStatus, Multilingual> = {
  NONE: { uz: 'Kuryer hali tayinlanmagan', ru: 'Курьер ещё не назначен', eng: 'No courier yet' },
  PERFORMER_LOOK_UP: { uz: 'Kuryer qidirilmoqda', ru: 'Ищем курьера', eng: 'Looking for a courier' },
  PERFORMER_FOUND: { uz: 'Kuryer topildi', ru: 'Курьер найден', eng: 'Courier found' },
  PERFORMER_NOT_FOUND: { uz: 'Kuryer topilmadi', ru: 'Курьер не найден', eng: 'No courier found' },
  PERFORMER_PICK_UP_ARRIVED: {
    uz: 'Kuryer buyurtmani olish uchun yetib keldi',
    ru: 'Курьер прибыл за заказом',
    eng: 'The courier has arrived to pick up the order',
  },
  PERFORMER_PICKUPED: {
    uz: 'Kuryer buyurtmani oldi',
    ru: 'Курьер забрал заказ',
    eng: 'The courier has picked up the order',
  },
  PERFORMER_ARRIVED: {
    uz: 'Kuryer manzilga yetib keldi',
    ru: 'Курьер прибыл по адресу',
    eng: 'The courier has arrived at the address',
  },
  PERFORMER_DELIVERED_FINISH: { uz: 'Yetkazib berildi', ru: 'Доставлено', eng: 'Delivered' },
  PERFORMER_RETURNING: {
    uz: 'Kuryer buyurtmani qaytarib olib ketmoqda',
    ru: 'Курьер возвращает заказ',
    eng: 'The courier is returning the order',
  },
  PERFORMER_RETURN_ARRIVED: {
    uz: 'Kuryer buyurtmani qaytarish uchun yetib keldi',
    ru: 'Курьер прибыл для возврата заказа',
    eng: 'The courier has arrived to return the order',
  },
  PERFORMER_RETURNED_FINISH: { uz: 'Buyurtma qaytarildi', ru: 'Заказ возвращён', eng: 'Order returned' },
  NEW_ORDER: { uz: 'Yangi buyurtma', ru: 'Новый заказ', eng: 'New order' },
  ESTIMATING_FAILED: {
    uz: "Yetkazib berish narxini hisoblab bo'lmadi",
    ru: 'Не удалось рассчитать стоимость доставки',
    eng: 'Could not estimate the delivery price',
  },
  READY_FOR_APPROVAL: { uz: 'Tasdiqlashga tayyor', ru: 'Готов к подтверждению', eng: 'Ready for approval' },
  FAILED: { uz: 'Yetkazib berishda xatolik', ru: 'Ошибка доставки', eng: 'Delivery failed' },
  CANCELLED: { uz: 'Bekor qilindi', ru: 'Отменено', eng: 'Cancelled' },
  ACCEPTED: { uz: 'Qabul qilindi', ru: 'Принято', eng: 'Accepted' },
};
