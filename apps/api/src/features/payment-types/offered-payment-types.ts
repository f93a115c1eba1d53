import { type Database, type PaymentSettingsRow, tables } from '@dastarkhan/db';
import {
  enabledPaymentTypes,
  isOnlinePaymentType,
  type MerchantSettings,
  type PaymentChannel,
  type PaymentType,
} from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { isConfigured } from './provider-configured.js';

const { merchantPaymentSettings } = tables;

/**
 * What a customer may pay with in a channel (decision 013): the tenant's switch (cashActive…),
 * and the merchant payment settings row of that type — active and enabled for the channel.
 * Cash and terminal need no row; an online provider needs one with its credentials, since
 * without them no payment could ever complete.
 */
export async function loadOfferedPaymentTypes(
  db: Database,
  merchantId: number,
  settings: MerchantSettings,
  channel: PaymentChannel,
): Promise<PaymentType[]> {
  const rows = await db
    .select()
    .from(merchantPaymentSettings)
    .where(eq(merchantPaymentSettings.merchantId, merchantId));
  const byType = new Map<string, PaymentSettingsRow>(rows.map((row) => [row.type, row]));
  const offered: PaymentType[] = [];
  for (const type of enabledPaymentTypes(settings)) {
    const row = byType.get(type);
    if (isOnlinePaymentType(type) && !(row && isConfigured(row, type))) continue;
    if (row && (!row.isActive || !(channel === 'BOT' ? row.botEnabled : row.webEnabled))) continue;
    offered.push(type);
  }
  return offered;
}

/** Cached for as long as the settings are (order creation asks on every order). */
export async function offeredPaymentTypes(
  app: FastifyInstance,
  merchantId: number,
  channel: PaymentChannel,
): Promise<PaymentType[]> {
  const settings = await cachedMerchantSettings(app, merchantId);
  return app.deps.paymentTypesCache.get(`${merchantId}:${channel}`, () =>
    loadOfferedPaymentTypes(app.deps.db, merchantId, settings, channel),
  );
}
