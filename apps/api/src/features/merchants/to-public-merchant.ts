import { type PublicMerchant, toPublicMerchant as publicView } from '@dastarkhan/domain';
import type { MerchantRow } from '../../http/merchant-repository.js';

/** The domain's whitelist of public fields, applied to a database row. */
export function toPublicMerchant(row: MerchantRow): PublicMerchant {
  return publicView({
    ...row,
    smsGateway: row.smsGateway as PublicMerchant['smsGateway'],
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  });
}
