import { type Database, type PaymentSettingsRow, tables } from '@dastarkhan/db';
import type { OnlinePaymentType } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../env.js';
import { openSecrets } from '../../http/secrets.js';
import { isConfigured } from '../payment-types/index.js';

/** What reading credentials needs: the database and the key they are sealed with. */
export interface CredentialDeps {
  db: Database;
  config: Pick<Config, 'secrets'>;
}

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

/** The provider's credentials opened (they are sealed at rest, decision 027), or null. */
async function openedCredentials(deps: CredentialDeps, merchantId: number, type: OnlinePaymentType) {
  const row = await loadProviderSettings(deps.db, merchantId, type);
  return row ? openSecrets(deps.config.secrets.key, row.credentials) : null;
}

export async function paymeCredentials(
  deps: CredentialDeps,
  merchantId: number,
): Promise<PaymeCredentials | null> {
  return (await openedCredentials(deps, merchantId, 'PAYME')) as PaymeCredentials | null;
}
export async function clickCredentials(
  deps: CredentialDeps,
  merchantId: number,
): Promise<ClickCredentials | null> {
  return (await openedCredentials(deps, merchantId, 'CLICK')) as ClickCredentials | null;
}
export async function uzumCredentials(
  deps: CredentialDeps,
  merchantId: number,
): Promise<UzumCredentials | null> {
  return (await openedCredentials(deps, merchantId, 'UZUM')) as unknown as UzumCredentials | null;
}
