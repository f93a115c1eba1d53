import { type Database, tables } from '@dastarkhan/db';
import { defaultMerchantSettings, type MerchantSettings, MerchantSettingsSchema } from '@dastarkhan/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const { merchantSettings } = tables;

/**
 * The tenant's web settings; a stored document older than the schema gets the defaults of the
 * fields it lacks, and one that no longer parses falls back to the defaults (spec §8).
 */
export async function loadMerchantSettings(
  app: FastifyInstance,
  merchantId: number,
  log?: FastifyBaseLogger,
): Promise<MerchantSettings> {
  const [row] = await app.deps.db
    .select({ settings: merchantSettings.settings })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  const defaults = defaultMerchantSettings(merchantId);
  const parsed = MerchantSettingsSchema.safeParse({ ...defaults, ...(row?.settings ?? {}), merchantId });
  if (!parsed.success) {
    log?.warn({ merchantId, issues: parsed.error.issues }, 'stored settings invalid; defaults');
    return defaults;
  }
  return parsed.data;
}

/**
 * The same, kept for the catalogue's recheck interval (`deps.settingsCache`): order creation reads
 * the switches on every call, and a switch flipped by the merchant may take that long to apply
 * (prices are never cached).
 */
export function cachedMerchantSettings(app: FastifyInstance, merchantId: number): Promise<MerchantSettings> {
  return app.deps.settingsCache.get(merchantId, () => loadMerchantSettings(app, merchantId));
}

/**
 * Server-only values kept in the settings document beside the web settings (decision 027): never
 * in MerchantSettingsSchema, so the public settings call strips them.
 */
export interface PrivateSettings {
  /** The SMS sender name (Eskiz `from`, Play Mobile originator); '' uses the platform's. */
  smsSender: string;
  /** The staff group of the tenant's Telegram bot. */
  telegramStaffChatId: string;
}
export const PRIVATE_SETTINGS_KEY = 'private';

export async function loadPrivateSettings(
  app: FastifyInstance,
  merchantId: number,
): Promise<PrivateSettings> {
  const [row] = await app.deps.db
    .select({ settings: merchantSettings.settings })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  const stored = (row?.settings?.[PRIVATE_SETTINGS_KEY] ?? {}) as Partial<PrivateSettings>;
  return {
    smsSender: typeof stored.smsSender === 'string' ? stored.smsSender : '',
    telegramStaffChatId: typeof stored.telegramStaffChatId === 'string' ? stored.telegramStaffChatId : '',
  };
}

/**
 * Writes some keys of the tenant's settings document and keeps the rest (a JSON merge inside
 * the caller's transaction), so two screens saving different keys never undo each other.
 * The caller drops `deps.settingsCache` for the merchant once this commits; other processes (and
 * cached pages) hear of it by NOTIFY.
 */
export async function patchMerchantSettings(
  tx: Database,
  merchantId: number,
  patch: Partial<MerchantSettings>,
): Promise<void> {
  const json = JSON.stringify(patch);
  await tx
    .insert(merchantSettings)
    .values({ merchantId, settings: patch as Record<string, unknown> })
    .onConflictDoUpdate({
      target: merchantSettings.merchantId,
      set: { settings: sql`${merchantSettings.settings} || ${json}::jsonb`, lastModifiedDate: new Date() },
    });
}
