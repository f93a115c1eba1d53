import type { Executor } from '@dastarkhan/db';
import type { FastifyInstance } from 'fastify';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { bumpCatalogue, warmMenu } from '../catalogue/index.js';
import { type MenuLanguages, menuLanguages } from './menu-checks.js';

/**
 * Runs one menu change in one transaction that also moves the catalogue on (version + NOTIFY to
 * every process); this process forgets the merchant at once, so its next menu request rebuilds.
 */
export async function inMenuChange<T>(
  app: FastifyInstance,
  merchantId: number,
  change: (tx: Executor) => Promise<T>,
): Promise<T> {
  const result = await app.deps.db.transaction(async (tx) => {
    const value = await change(tx);
    await bumpCatalogue(tx, merchantId);
    return value;
  });
  app.deps.merchantCache.delete(merchantId);
  // Other processes serve their last menu until they have built the new one; this one builds
  // it before answering, so the editor's next look at the storefront is already the new menu.
  await warmMenu(app, merchantId);
  return result;
}

/** The languages from the settings cache: a language just switched on counts within its recheck. */
export async function languagesOf(app: FastifyInstance, merchantId: number): Promise<MenuLanguages> {
  return menuLanguages(await cachedMerchantSettings(app, merchantId));
}
