// What the add-card form accepts, checked in the browser with the same rules as the domain's
// `CardCreateRequestSchema` (a test keeps them in step; zod stays out of the browser bundle).

export type CardNumberProblem = 'cards.numberRequired' | 'cards.numberInvalid';
export type ExpiryProblem = 'cards.expireRequired' | 'cards.expireInvalid' | 'cards.expired';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The 16 digits of a card as typed or pasted. */
export const cardDigits = (value: string) => digitsOf(value).slice(0, 16);

/** `8600069195406311` → `8600 0691 9540 6311` (as printed on the card). */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MMYY digits of an expiry as typed; a first digit above 1 is a month of its own (`3` → `03`). */
export function expiryDigits(value: string): string {
  const digits = digitsOf(value);
  return (/^[2-9]/.test(digits) ? `0${digits}` : digits).slice(0, 4);
}

/** `0399` → `03/99`; the slash appears once the year starts. */
export function formatExpiry(value: string): string {
  const digits = expiryDigits(value);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The expiry digits after an edit. Deleting only the slash (a backspace just after it) deletes
 * the month's last digit too, as people expect — else the slash would simply come back.
 */
export function nextExpiry(previousDigits: string, typed: string): string {
  const shown = formatExpiry(previousDigits);
  if (shown.includes('/') && typed === shown.replace('/', ''))
    return `${previousDigits.slice(0, 1)}${previousDigits.slice(2)}`;
  return expiryDigits(typed);
}

export function cardNumberProblem(value: string): CardNumberProblem | null {
  const digits = digitsOf(value);
  if (!digits) return 'cards.numberRequired';
  return /^\d{16}$/.test(digits) ? null : 'cards.numberInvalid';
}

/** MM/YY, a real month, and not a month already over (20YY, Tashkent's calendar is close enough). */
export function expiryProblem(value: string, now: Date): ExpiryProblem | null {
  const digits = expiryDigits(value);
  if (!digits) return 'cards.expireRequired';
  if (!/^(0[1-9]|1[0-2])\d{2}$/.test(digits)) return 'cards.expireInvalid';
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'cards.expired' : null;
}

/** The last four digits of a (masked) card number: `860006******6311` → `6311`. */
export function cardTail(number: string): string {
  return digitsOf(number.slice(-4)).padStart(4, '•');
}

export type CardBrand = 'UZCARD' | 'HUMO' | 'VISA' | 'MASTERCARD' | 'CARD';

/** The card network, from the first digits (Uzcard 8600, Humo 9860). */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (digits.startsWith('8600') || digits.startsWith('5614')) return 'UZCARD';
  if (digits.startsWith('9860')) return 'HUMO';
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  return 'CARD';
}
