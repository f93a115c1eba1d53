import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Merchants' credentials at rest (issue 17, decision 027): AES-256-GCM with the key of the
// environment (config.secrets.key). A sealed value names its format, so it is never mistaken for
// plaintext and a later format (v2, another key) can live next to it.

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** `sealed:v1:<iv>:<tag>:<ciphertext>`, each part base64; a fresh random IV every time. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${PREFIX}${iv.toString('base64')}:${tag.toString('base64')}:${body.toString('base64')}`;
}

export class SecretUnreadableError extends Error {
  constructor() {
    // Never the value itself: it may be a secret under a key we no longer have.
    super('a sealed credential could not be opened: SECRETS_KEY differs from the one that sealed it');
    this.name = 'SecretUnreadableError';
  }
}

/**
 * The one way any reader gets a credential back (payments, SMS, the Telegram bot). A value that is
 * not sealed is returned as it is: it was written before the start-up migration sealed the rest
 * (a process of the previous release during a rolling deploy), and the next start seals it.
 */
export function openSecret(key: Buffer, value: string): string;
export function openSecret(key: Buffer, value: string | null | undefined): string | null;
export function openSecret(key: Buffer, value: string | null | undefined): string | null {
  if (value == null || value === '') return value ?? null;
  if (!isSealed(value)) return value;
  const [iv, tag, body] = value.slice(PREFIX.length).split(':');
  if (!iv || !tag || body === undefined) throw new SecretUnreadableError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError();
  }
}

/** Every value of a credentials record opened (the payment providers' jsonb). */
export function openSecrets(key: Buffer, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, openSecret(key, v)]));
}
