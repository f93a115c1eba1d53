/**
 * Phones as people read and dial them. Stored phones are digits with the country code
 * (`998712001010`); settings may hold them typed by hand (`+998 (71) 200-10-10`).
 */

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** "+998 71 200 10 10" for an Uzbek number; other numbers as "+" and their digits. '' if none. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = digitsOf(phone ?? '');
  if (digits === '') return '';
  const local = /^998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (local) return `+998 ${local.slice(1).join(' ')}`;
  return `+${digits}`;
}

/** A `tel:` link that dials from anywhere (international form); '' when there is no number. */
export function phoneHref(phone: string | null | undefined): string {
  const digits = digitsOf(phone ?? '');
  return digits === '' ? '' : `tel:+${digits}`;
}
