import { type Database, type PaymentSettingsRow, tables } from '@dastarkhan/db';
import type { OnlinePaymentType } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { isConfigured } from '../payment-types/index.js';

const { merchantPaymentSettings } = tables;

/** Payme cashbox: `merchantId` is the cashbox id of checkout links and the Subscribe API. */
export interface PaymeCredentials {
  login: string;
  key: string;
  merchantId: string;
}
export interface ClickCredentials {
  serviceId: string;
  merchantId: string;
  secretKey: string;
  merchantUserId?: string;
}
/** Uzum: Basic credentials of the webhooks; terminal and API key of Uzum Checkout (optional). */
export interface UzumCredentials {
  login: string;
  password: string;
  serviceId: string;
  terminalId?: string;
  apiKey?: string;
  checkoutUrl?: string;
}

/**
 * A merchant's settings for one provider with its server-side credentials, or null when the
 * provider is not set up (no row, switched off, or credentials missing): a callback for such a
 * merchant is refused like one with wrong credentials.
 */
export async function loadProviderSettings(
  db: Database,
  merchantId: number,
  type: OnlinePaymentType,
): Promise<PaymentSettingsRow | null> {
  const [row] = await db
    .select()
    .from(merchantPaymentSettings)
    .where(and(eq(merchantPaymentSettings.merchantId, merchantId), eq(merchantPaymentSettings.type, type)));
  return row && isConfigured(row, type) ? row : null;
}

export async function paymeCredentials(db: Database, merchantId: number): Promise<PaymeCredentials | null> {
  const row = await loadProviderSettings(db, merchantId, 'PAYME');
  return row ? (row.credentials as unknown as PaymeCredentials) : null;
}
export async function clickCredentials(db: Database, merchantId: number): Promise<ClickCredentials | null> {
  const row = await loadProviderSettings(db, merchantId, 'CLICK');
  return row ? (row.credentials as unknown as ClickCredentials) : null;
}
export async function uzumCredentials(db: Database, merchantId: number): Promise<UzumCredentials | null> {
  const row = await loadProviderSettings(db, merchantId, 'UZUM');
  return row ? (row.credentials as unknown as UzumCredentials) : null;
}
