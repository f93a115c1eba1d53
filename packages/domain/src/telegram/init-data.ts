// Telegram Mini App initData (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app),
// signed and checked with Web Crypto so the same code runs in the API (Node 20) and in a browser page.

export interface TelegramInitDataUser {
  id: number;
  firstName?: string;
  lastName?: string;
  username?: string;
  languageCode?: string;
  photoUrl?: string;
}

export interface VerifiedInitData {
  authDate: number;
  user: TelegramInitDataUser;
  queryId?: string;
  startParam?: string;
}

export interface VerifyInitDataOptions {
  nowSeconds: number;
  /** Telegram's examples use a day; take a shorter window before money depends on it. */
  maxAgeSeconds?: number;
}

const DEFAULT_MAX_AGE_SECONDS = 86_400;
/** Clocks of the API host and Telegram's servers drift a little; more than this is a forgery or a bug. */
const MAX_CLOCK_SKEW_SECONDS = 60;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

const encoder = new TextEncoder();

async function hmacSha256(key: Uint8Array<ArrayBuffer>, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    key,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** Telegram's two-step key: the bot token is the message, the constant string is the key. */
async function initDataHash(dataCheckString: string, botToken: string): Promise<Uint8Array<ArrayBuffer>> {
  const secret = await hmacSha256(encoder.encode('WebAppData'), botToken);
  return hmacSha256(secret, dataCheckString);
}

/** Every pair except `hash` (`signature` stays, as the official text says), sorted by key. */
function dataCheckString(pairs: Array<[string, string]>): string {
  return pairs
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** Constant time in the content, so response timing does not reveal how much of a forged hash was right. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

function parseUser(json: string | undefined): TelegramInitDataUser | null {
  if (json === undefined) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  if (typeof fields.id !== 'number' || !Number.isSafeInteger(fields.id)) return null;
  const user: TelegramInitDataUser = { id: fields.id };
  const firstName = optionalString(fields.first_name);
  const lastName = optionalString(fields.last_name);
  const username = optionalString(fields.username);
  const languageCode = optionalString(fields.language_code);
  const photoUrl = optionalString(fields.photo_url);
  if (firstName !== undefined) user.firstName = firstName;
  if (lastName !== undefined) user.lastName = lastName;
  if (username !== undefined) user.username = username;
  if (languageCode !== undefined) user.languageCode = languageCode;
  if (photoUrl !== undefined) user.photoUrl = photoUrl;
  return user;
}

/**
 * The Telegram user and launch facts of `initData` when it was signed with `botToken` and is fresh;
 * null for anything else, so callers have one failure to handle.
 */
export async function verifyTelegramInitData(
  initData: string,
  botToken: string,
  options: VerifyInitDataOptions,
): Promise<VerifiedInitData | null> {
  const pairs = [...new URLSearchParams(initData)];
  const fields = new Map(pairs);
  // Telegram never repeats a key; with a repeat, the signed value and the one read could differ.
  if (fields.size !== pairs.length) return null;

  const hash = fields.get('hash');
  if (hash === undefined || !HASH_PATTERN.test(hash)) return null;
  const expected = await initDataHash(dataCheckString(pairs), botToken);
  if (!equalBytes(expected, fromHex(hash))) return null;

  const authDateText = fields.get('auth_date');
  if (authDateText === undefined || !/^\d{1,12}$/.test(authDateText)) return null;
  const authDate = Number(authDateText);
  const age = options.nowSeconds - authDate;
  if (age > (options.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS) || age < -MAX_CLOCK_SKEW_SECONDS) return null;

  const user = parseUser(fields.get('user'));
  if (!user) return null;

  const verified: VerifiedInitData = { authDate, user };
  const queryId = fields.get('query_id');
  const startParam = fields.get('start_param');
  if (queryId !== undefined) verified.queryId = queryId;
  if (startParam !== undefined) verified.startParam = startParam;
  return verified;
}

/**
 * A valid initData string for `fields` (auth_date, user as JSON, …), as Telegram would send it:
 * for tests and the test page that stands in for Telegram. A `hash` among the fields is replaced.
 */
export async function signTelegramInitData(
  fields: Record<string, string>,
  botToken: string,
): Promise<string> {
  const pairs = Object.entries(fields).filter(([key]) => key !== 'hash');
  const hash = toHex(await initDataHash(dataCheckString(pairs), botToken));
  return new URLSearchParams([...pairs, ['hash', hash]]).toString();
}
