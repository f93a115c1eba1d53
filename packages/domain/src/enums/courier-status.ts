import { z } from 'zod';

export { COURIER_STATUS_LABELS } from './courier-status-labels.js';

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

/**
 * Availability of one of the merchant's own couriers (the Courier entity's `status`). The spec
 * shows the field but not its values; these three are what dispatching needs.
 */
export const CourierWorkStatusSchema = z.enum(['OFFLINE', 'ONLINE', 'BUSY']);
export type CourierWorkStatus = z.infer<typeof CourierWorkStatusSchema>;
