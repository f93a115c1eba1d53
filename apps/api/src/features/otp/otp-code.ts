import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the CSPRNG; leading zeros are kept (a code is a string). */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A code is hashed with a random salt and what it is for (merchant, phone, purpose), so a leaked
 * table gives no code and a code for one phone never matches another's row.
 */
export function hashOtpCode(code: string, scope: string, salt = randomBytes(16).toString('hex')): string {
  const digest = createHash('sha256').update(`${salt}:${scope}:${code}`).digest('hex');
  return `${salt}:${digest}`;
}

export function otpCodeMatches(code: string, scope: string, stored: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const candidate = Buffer.from(hashOtpCode(code, scope, salt));
  const expected = Buffer.from(stored);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
