import type { DatabaseHandle, Executor } from '@dastarkhan/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The NOTIFY channel of web-settings changes: `{ merchantId }`, sent inside the writing transaction. */
export const SETTINGS_CHANNEL = 'settings_changed';

/**
 * This process's record of which merchant changed when: a counter moved on by every catalogue or
 * settings NOTIFY (from any process, this one included). Whatever was built from a merchant's data
 * after counter value `since` is stale once `changedAfter(merchantId, since)` says so; because the
 * NOTIFY reaches every process only after its transaction committed, anything built before it
 * arrives is judged stale, anything built after it read the new data.
 */
export function createMerchantChanges() {
  let counter = 0;
  const last = new Map<number, number>();
  return {
    now: () => counter,
    record(merchantId: number) {
      counter += 1;
      last.set(merchantId, counter);
    },
    changedAfter: (merchantId: number, since: number) => (last.get(merchantId) ?? 0) > since,
  };
}
export type MerchantChanges = ReturnType<typeof createMerchantChanges>;

/** Tells every process that the merchant's web settings changed (delivered on commit). */
export async function announceSettingsChange(tx: Executor, merchantId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${JSON.stringify({ merchantId })})`);
}

/** Parses `{ merchantId }` of a change NOTIFY; null for anything else. */
export function changedMerchantId(payload: string): number | null {
  try {
    const merchantId = (JSON.parse(payload) as { merchantId?: unknown }).merchantId;
    return typeof merchantId === 'number' ? merchantId : null;
  } catch {
    return null;
  }
}

/**
 * Each process drops the merchant's settings (and row, and payment types) from its caches when any
 * process announces a settings change, instead of after the recheck interval.
 */
export async function listenForSettingsChanges(
  app: FastifyInstance,
  listen: DatabaseHandle['listen'],
): Promise<void> {
  const stop = await listen(SETTINGS_CHANNEL, (payload) => {
    const merchantId = changedMerchantId(payload);
    if (merchantId === null) return;
    app.deps.settingsCache.delete(merchantId);
    app.deps.merchantCache.delete(merchantId);
    app.deps.paymentTypesCache.clear();
    app.deps.merchantChanges.record(merchantId);
  });
  app.addHook('onClose', () => stop());
}
