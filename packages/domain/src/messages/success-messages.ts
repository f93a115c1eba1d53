import { z } from 'zod';
import type { Multilingual } from '../i18n/multilingual.js';

/** Success messages of spec §8, shown as toasts. */
export const SuccessCodeSchema = z.enum([
  'DATA_UPDATED',
  'PRODUCT_COPIED',
  'QUANTITY_UPDATED',
  'ADDED_TO_CART',
  'ORDER_APPROVED',
  'LOGGED_IN',
  'LOGGED_OUT',
]);
export type SuccessCode = z.infer<typeof SuccessCodeSchema>;

export const SUCCESS_MESSAGES: Record<SuccessCode, Multilingual> = {
  DATA_UPDATED: { uz: "Ma'lumotlar yangilandi", ru: 'Данные обновлены', eng: 'Data updated' },
  PRODUCT_COPIED: { uz: 'Mahsulot nusxalandi', ru: 'Товар скопирован', eng: 'Product copied' },
  QUANTITY_UPDATED: { uz: 'Miqdor yangilandi', ru: 'Количество обновлено', eng: 'Quantity updated' },
  ADDED_TO_CART: {
    uz: "Mahsulot savatga qo'shildi",
    ru: 'Товар добавлен в корзину',
    eng: 'Product added to cart',
  },
  // The spec's toast after an order: title 'Tasdiqlandi', text 'Buyurtmangiz tasdiqlandi' (§4).
  ORDER_APPROVED: {
    uz: 'Buyurtmangiz tasdiqlandi',
    ru: 'Ваш заказ подтверждён',
    eng: 'Your order is confirmed',
  },
  LOGGED_IN: { uz: 'Tizimga kirdingiz', ru: 'Вы вошли в систему', eng: 'You are logged in' },
  LOGGED_OUT: { uz: 'Tizimdan chiqdingiz', ru: 'Вы вышли из системы', eng: 'You are logged out' },
};

/** Title of the order-approved toast (spec §4). */
export const ORDER_APPROVED_TITLE: Multilingual = { uz: 'Tasdiqlandi', ru: 'Подтверждено', eng: 'Confirmed' };
