/**
 * Spec §5 phone masks: `#` a digit, `@` a letter, `*` either. Uzbek numbers are typed after a
 * fixed +998, so the login mask is `+998 (##) ###-##-##` and nine digits are what people type.
 */
export const UZ_PHONE_MASK = '+998 (##) ###-##-##';

export function applyMask(mask: string, raw: string): string {
  const chars = [...raw];
  let out = '';
  let index = 0;
  for (const token of mask) {
    if (index >= chars.length) break;
    if (token === '#' || token === '@' || token === '*') {
      const accepts = (c: string) =>
        token === '#' ? /\d/.test(c) : token === '@' ? /\p{L}/u.test(c) : /[\p{L}\d]/u.test(c);
      while (index < chars.length && !accepts(chars[index]!)) index++;
      if (index >= chars.length) break;
      out += chars[index++];
    } else {
      out += token;
    }
  }
  return out;
}

/** The nine local digits of what was typed or pasted: "+998 90 123…", "90123…", "998901234567". */
export function localDigits(input: string): string {
  const text = input.trim();
  let digits = text.replace(/\D/g, '');
  // The field shows "+998 (…": that 998 is the mask's, not typed. A pasted full number has one too.
  if (text.startsWith('+998') || (digits.length > 9 && digits.startsWith('998'))) digits = digits.slice(3);
  return digits.slice(0, 9);
}

/** What the phone field shows for the digits typed so far. */
export function formatLocalPhone(digits: string): string {
  return digits ? applyMask(UZ_PHONE_MASK, digits) : '';
}

export const isCompleteLocalPhone = (digits: string) => /^\d{9}$/.test(digits);
