import { type Database, tables } from '@dastarkhan/db';
import {
  defaultStatusSmsSettings,
  type StatusSmsSettings,
  StatusSmsSettingsSchema,
} from '@dastarkhan/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/index.js';

const { merchantSettings } = tables;

/**
 * Status SMS settings live beside the web settings in the tenant's document, under their own
 * top-level key (decision 034): the public settings call strips them (the schema does not name
 * them) and the main settings save keeps keys it does not know.
 */
export const STATUS_SMS_KEY = 'statusSms';

async function read(db: Database, merchantId: number, lock: boolean): Promise<StatusSmsSettings> {
  const query = db
    .select({ value: sql<unknown>`${merchantSettings.settings} -> ${STATUS_SMS_KEY}` })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  const [row] = lock ? await query.for('update') : await query;
  // A document written by an older release (or never) gets the defaults.
  const parsed = StatusSmsSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultStatusSmsSettings();
}

/** The tenant's status SMS settings (the defaults until the OWNER saves them). */
export function loadStatusSms(app: FastifyInstance, merchantId: number): Promise<StatusSmsSettings> {
  return read(app.deps.db, merchantId, false);
}

/** Saves them whole, with their audit entry, in one transaction. */
export async function saveStatusSms(
  app: FastifyInstance,
  who: { merchantId: number; userId: number },
  next: StatusSmsSettings,
): Promise<void> {
  const value: StatusSmsSettings = { ...next, enabled: [...new Set(next.enabled)] };
  const json = JSON.stringify({ [STATUS_SMS_KEY]: value });
  await app.deps.db.transaction(async (tx) => {
    const before = await read(tx, who.merchantId, true);
    await tx
      .insert(merchantSettings)
      .values({ merchantId: who.merchantId, settings: { [STATUS_SMS_KEY]: value } })
      .onConflictDoUpdate({
        target: merchantSettings.merchantId,
        set: { settings: sql`${merchantSettings.settings} || ${json}::jsonb`, lastModifiedDate: new Date() },
      });
    await recordAudit(tx, who, {
      entity: 'settings',
      entityId: 'status-sms',
      action: 'update',
      before: flat(before),
      after: flat(value),
    });
  });
}

/** `{ enabled, 'ACCEPTED.ru': … }`: the log lists each text that changed. */
function flat(settings: StatusSmsSettings): Record<string, unknown> {
  const out: Record<string, unknown> = { enabled: settings.enabled };
  for (const [status, texts] of Object.entries(settings.templates))
    for (const [lang, text] of Object.entries(texts)) out[`${status}.${lang}`] = text;
  return out;
}
