import { type Database, tables } from '@dastarkhan/db';
import {
  CREDENTIAL_FIELDS,
  type CredentialGroup,
  type CredentialsView,
  maskSecret,
  type OperatorSettingsUpdate,
  type SmsGatewayKind,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { openSecret, SecretUnreadableError, sealSecret } from '../../http/secrets.js';
import type { AuditChange } from '../audit/index.js';

const { merchants, merchantPaymentSettings } = tables;

type Fields = Record<string, string>;
/** Every credential of a tenant, opened (server-side only; the client gets `maskView`). */
export interface OpenCredentials {
  smsGateway: SmsGatewayKind;
  sms: Fields;
  payme: Fields;
  click: Fields;
  uzum: Fields;
  telegram: Fields;
}

const PAYMENT_TYPE = { payme: 'PAYME', click: 'CLICK', uzum: 'UZUM' } as const;
type PaymentGroup = keyof typeof PAYMENT_TYPE;

/** Reads every credential of a merchant and opens it; `tx` may hold the rows locked. */
export async function readCredentials(
  db: Database,
  key: Buffer,
  merchantId: number,
): Promise<OpenCredentials> {
  const [merchant] = await db
    .select({
      smsGateway: merchants.smsGateway,
      smsUsername: merchants.smsUsername,
      smsPassword: merchants.smsPassword,
      telegramBotToken: merchants.telegramBotToken,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const rows = await db
    .select({ type: merchantPaymentSettings.type, credentials: merchantPaymentSettings.credentials })
    .from(merchantPaymentSettings)
    .where(eq(merchantPaymentSettings.merchantId, merchantId));
  // A value sealed under another key reads as not set: the owner can still see the screen and
  // enter it again, instead of every settings call failing.
  const open = (value: string | null | undefined) => {
    try {
      return openSecret(key, value) ?? '';
    } catch (error) {
      if (error instanceof SecretUnreadableError) return '';
      throw error;
    }
  };
  const payment = (group: PaymentGroup): Fields => {
    const stored = rows.find((r) => r.type === PAYMENT_TYPE[group])?.credentials ?? {};
    return Object.fromEntries(CREDENTIAL_FIELDS[group].map((f) => [f, open(stored[f])]));
  };
  const gateway = merchant?.smsGateway;
  return {
    smsGateway: gateway === 'ESKIZ' || gateway === 'PLAY_MOBILE' ? gateway : 'CONSOLE',
    sms: { login: open(merchant?.smsUsername), password: open(merchant?.smsPassword) },
    payme: payment('payme'),
    click: payment('click'),
    uzum: payment('uzum'),
    telegram: { botToken: open(merchant?.telegramBotToken) },
  };
}

const masked = (fields: Fields, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, maskSecret(fields[name])]));

/** What any client may see of the credentials: whether each is set and its last characters. */
export function maskView(
  open: OpenCredentials,
  extra: { smsSender: string; telegramStaffChatId: string },
): CredentialsView {
  return {
    sms: {
      gateway: open.smsGateway,
      ...(masked(open.sms, CREDENTIAL_FIELDS.sms) as { login: string | null; password: string | null }),
      sender: extra.smsSender,
    },
    payme: masked(open.payme, CREDENTIAL_FIELDS.payme) as CredentialsView['payme'],
    click: masked(open.click, CREDENTIAL_FIELDS.click) as CredentialsView['click'],
    uzum: masked(open.uzum, CREDENTIAL_FIELDS.uzum) as CredentialsView['uzum'],
    telegram: {
      ...(masked(open.telegram, CREDENTIAL_FIELDS.telegram) as { botToken: string | null }),
      staffChatId: extra.telegramStaffChatId,
    },
  };
}

type CredentialsInput = NonNullable<OperatorSettingsUpdate['credentials']>;

/** Field by field: a present value replaces (empty clears), an absent one keeps. */
function merged(
  current: Fields,
  input: Record<string, string | undefined> | undefined,
  names: readonly string[],
) {
  const next: Fields = { ...current };
  for (const name of names) {
    const value = input?.[name];
    if (value !== undefined) next[name] = value;
  }
  return next;
}

/** The audit entry of one group: only the fields whose value changed, masked. */
function auditOf(
  group: CredentialGroup,
  before: Fields,
  after: Fields,
  names: readonly string[],
): AuditChange | null {
  const was: Record<string, string | null> = {};
  const now: Record<string, string | null> = {};
  for (const name of names) {
    if ((before[name] ?? '') === (after[name] ?? '')) continue;
    const old = maskSecret(before[name]);
    const fresh = maskSecret(after[name]);
    was[name] = old;
    // Same last characters, new value: the log must still show that it changed.
    now[name] = fresh !== null && fresh === old ? `${fresh} (new)` : fresh;
  }
  if (Object.keys(now).length === 0) return null;
  return { entity: 'credentials', entityId: group, action: 'update', before: was, after: now };
}

/**
 * Writes the changed credentials sealed, inside the caller's transaction; answers the audit
 * entries to record (masked) and whether the SMS gateway changed.
 */
export async function writeCredentials(
  tx: Database,
  key: Buffer,
  merchantId: number,
  input: CredentialsInput,
): Promise<AuditChange[]> {
  const current = await readCredentials(tx, key, merchantId);
  const seal = (value: string | undefined) => (value ? sealSecret(key, value) : null);
  const changes: AuditChange[] = [];

  if (input.sms) {
    const next = merged(current.sms, input.sms, CREDENTIAL_FIELDS.sms);
    const gateway = input.sms.gateway ?? current.smsGateway;
    const change = auditOf('sms', current.sms, next, CREDENTIAL_FIELDS.sms);
    if (change || gateway !== current.smsGateway) {
      await tx
        .update(merchants)
        .set({ smsGateway: gateway, smsUsername: seal(next.login), smsPassword: seal(next.password) })
        .where(eq(merchants.id, merchantId));
      const entry = change ?? {
        entity: 'credentials',
        entityId: 'sms',
        action: 'update',
        before: {},
        after: {},
      };
      if (gateway !== current.smsGateway) {
        entry.before = { ...entry.before, gateway: current.smsGateway };
        entry.after = { ...entry.after, gateway };
      }
      changes.push(entry);
    }
  }

  if (input.telegram) {
    const next = merged(current.telegram, input.telegram, CREDENTIAL_FIELDS.telegram);
    const change = auditOf('telegram', current.telegram, next, CREDENTIAL_FIELDS.telegram);
    if (change) {
      await tx
        .update(merchants)
        .set({ telegramBotToken: seal(next.botToken) })
        .where(eq(merchants.id, merchantId));
      changes.push(change);
    }
  }

  for (const group of Object.keys(PAYMENT_TYPE) as PaymentGroup[]) {
    if (!input[group]) continue;
    const names = CREDENTIAL_FIELDS[group];
    const next = merged(current[group], input[group], names);
    const change = auditOf(group, current[group], next, names);
    if (!change) continue;
    const sealed: Fields = {};
    for (const name of names) if (next[name]) sealed[name] = seal(next[name])!;
    // Payme's Merchant API authenticates with the fixed login "Paycom".
    if (group === 'payme' && sealed.key) sealed.login = sealSecret(key, 'Paycom');
    const type = PAYMENT_TYPE[group];
    const [row] = await tx
      .select({ id: merchantPaymentSettings.id, credentials: merchantPaymentSettings.credentials })
      .from(merchantPaymentSettings)
      .where(and(eq(merchantPaymentSettings.merchantId, merchantId), eq(merchantPaymentSettings.type, type)));
    if (row) {
      // Fields this screen does not edit (Uzum's own checkout address) stay as they are.
      const kept = Object.fromEntries(
        Object.entries(row.credentials).filter(
          ([name]) => !(names as readonly string[]).includes(name) && name !== 'login',
        ),
      );
      await tx
        .update(merchantPaymentSettings)
        .set({ credentials: { ...kept, ...sealed } })
        .where(eq(merchantPaymentSettings.id, row.id));
    } else {
      await tx.insert(merchantPaymentSettings).values({ merchantId, type, credentials: sealed });
    }
    changes.push(change);
  }
  return changes;
}
