import { z } from 'zod';
import type { Multilingual } from '../i18n/multilingual.js';

/**
 * Delivery-provider (courier) statuses of an order (spec §4).
 *
 * The spec's "none (empty)" status is `NONE` here, not ''. An empty string is easy to confuse
 * with "field missing", cannot be a readable key in label tables, and every other value is an
 * UPPER_CASE word. Integrations that send '' or null are normalised by `CourierStatusInputSchema`.
 */
export const CourierStatusSchema = z.enum([
  'NONE',
  'PERFORMER_LOOK_UP',
  'PERFORMER_FOUND',
  'PERFORMER_NOT_FOUND',
  'PERFORMER_PICK_UP_ARRIVED',
  'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED',
  'PERFORMER_DELIVERED_FINISH',
  'PERFORMER_RETURNING',
  'PERFORMER_RETURN_ARRIVED',
  'PERFORMER_RETURNED_FINISH',
  'NEW_ORDER',
  'ESTIMATING_FAILED',
  'READY_FOR_APPROVAL',
  'FAILED',
  'CANCELLED',
  'ACCEPTED',
]);
export type CourierStatus = z.infer<typeof CourierStatusSchema>;
export const COURIER_STATUSES = CourierStatusSchema.options;

/** Accepts the provider's empty status ('' or null/undefined) as `NONE`. */
export const CourierStatusInputSchema = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 'NONE' : value),
  CourierStatusSchema,
);

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

/**
 * Availability of one of the merchant's own couriers (the Courier entity's `status`). The spec
 * shows the field but not its values; these three are what dispatching needs.
 */
export const CourierWorkStatusSchema = z.enum(['OFFLINE', 'ONLINE', 'BUSY']);
export type CourierWorkStatus = z.infer<typeof CourierWorkStatusSchema>;
