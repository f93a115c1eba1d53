import { z } from 'zod';

/** AMOUNT: discounts are so'm; PERCENTAGE: discounts are percents (spec §9). */
export const PromoDiscountTypeSchema = z.enum(['AMOUNT', 'PERCENTAGE']);
export type PromoDiscountType = z.infer<typeof PromoDiscountTypeSchema>;

/** PUBLIC_OFFER (the offerta, decision 026): until a tenant writes one, /offerta shows TERMS. */
export const PolicyTypeSchema = z.enum(['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY', 'PUBLIC_OFFER']);
export type PolicyType = z.infer<typeof PolicyTypeSchema>;

// The spec names reservations, notifications and feedback but shows none of their values;
// these are the smallest sets the screens of spec §2 need.

/** NO_SHOW: still only booked (never confirmed) when its time and the hold had passed (a clock job). */
export const ReservationStatusSchema = z.enum(['BOOKED', 'CONFIRMED', 'COMPLETED', 'CANCELED', 'NO_SHOW']);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

export const NotificationTypeSchema = z.enum([
  'ORDER_STATUS',
  'PAYMENT',
  'REFUND',
  'RESERVATION',
  'PROMO',
  'NEWS',
  'SYSTEM',
]);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** The feedback form is about the restaurant (food, place) or the service (staff, delivery). */
export const FeedbackKindSchema = z.enum(['RESTAURANT', 'SERVICE']);
export type FeedbackKind = z.infer<typeof FeedbackKindSchema>;
