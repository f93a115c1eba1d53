import type { MerchantRow } from '@dastarkhan/db';
import { type PublicMerchant, toPublicMerchant as publicView } from '@dastarkhan/domain';

/** The domain's whitelist of public fields, applied to a database row. */
export function toPublicMerchant(row: MerchantRow): PublicMerchant {
  return publicView({
    ...row,
    smsGateway: row.smsGateway as PublicMerchant['smsGateway'],
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  });
}
