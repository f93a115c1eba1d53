import { createHash } from 'node:crypto';
import { sameSecret } from '../callback-auth.js';

/** The form of a Click SHOP API call, values exactly as received (docs/integrations.md §2). */
export type ClickForm = Record<string, string>;

export const PREPARE_FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'sign_time',
  'sign_string',
] as const;
export const COMPLETE_FIELDS = [...PREPARE_FIELDS, 'merchant_prepare_id'] as const;

/**
 * md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id [+ merchant_prepare_id]
 * + amount + action + sign_time): a plain concatenation of the values as sent — the amount is
 * never re-formatted ("1000.00" and "1000" sign differently).
 */
export function clickSignature(form: ClickForm, secretKey: string, complete: boolean): string {
  const parts = [
    form.click_trans_id,
    form.service_id,
    secretKey,
    form.merchant_trans_id,
    ...(complete ? [form.merchant_prepare_id] : []),
    form.amount,
    form.action,
    form.sign_time,
  ];
  return createHash('md5').update(parts.join('')).digest('hex');
}

export function clickSignatureMatches(form: ClickForm, secretKey: string, complete: boolean): boolean {
  return sameSecret(clickSignature(form, secretKey, complete), (form.sign_string ?? '').toLowerCase());
}
