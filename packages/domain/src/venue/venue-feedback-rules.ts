import type { OrderStatus } from '../enums/order-status.js';
import type { ErrorCode } from '../messages/error-codes.js';

// The rules of decision 015 as plain functions, zod-free: the browser checks a form with them
// before sending, and the request schemas (api/venue-feedback-requests.ts) are built on them, so
// both sides refuse the same input with the same code.

/** Limits of the free texts (characters, after trimming). */
export const REVIEW_TEXT_MAX = 1000;
export const FEEDBACK_TEXT_MAX = 2000;
export const APPLICANT_NAME_MAX = 100;
export const APPLICATION_MESSAGE_MAX = 1000;

/** An order counts as received — and its dishes may be rated — once it is DELIVERED or CLOSED. */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'CLOSED'];
export const isReviewableStatus = (status: OrderStatus) => REVIEWABLE_STATUSES.includes(status);

export const isGrade = (grade: number) => Number.isInteger(grade) && grade >= 1 && grade <= 5;

/** A phone as people type it ("+998 90 123-45-67", "90 123 45 67") in the stored form. */
export function normalizeContactPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 9 ? `998${digits}` : digits;
}

export const isContactPhone = (phone: string) => /^998\d{9}$/.test(phone);

/** What is wrong with a free text, if anything: empty when required, or longer than `max`. */
export function textProblem(
  text: string | null | undefined,
  max: number,
  required: boolean,
): ErrorCode | null {
  const trimmed = (text ?? '').trim();
  if (required && trimmed.length === 0) return 'REQUIRED_FIELD';
  if (trimmed.length > max) return 'TEXT_TOO_LONG';
  return null;
}
