import type { PaymentSettingsRow } from '@dastarkhan/db';
import type { OnlinePaymentType } from '@dastarkhan/domain';

const REQUIRED: Record<OnlinePaymentType, string[]> = {
  PAYME: ['login', 'key', 'merchantId'],
  CLICK: ['serviceId', 'merchantId', 'secretKey'],
  UZUM: ['login', 'password', 'serviceId'],
};

/** Active, with every credential the provider's protocol needs. */
export function isConfigured(row: PaymentSettingsRow, type: OnlinePaymentType): boolean {
  return (
    row.isActive &&
    REQUIRED[type].every(
      (field) => typeof row.credentials[field] === 'string' && row.credentials[field] !== '',
    )
  );
}
