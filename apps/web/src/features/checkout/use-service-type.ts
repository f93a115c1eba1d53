import type { TablePlace } from '@dastarkhan/domain';
import { serviceTypeEnabled } from '@dastarkhan/domain/client';
import { useEffect } from 'react';
import { useTenant } from '../../app/startup/tenant-context';
import { CHECKOUT_SERVICES, type CheckoutDraft } from './checkout-draft';
import type { checkoutStore } from './checkout-store';

/**
 * The service types the tenant offers and the one chosen (the first offered until the customer
 * picks). A table's QR code (`/?table=`) makes it dine-in at that table, once per table.
 */
export function useServiceType(
  draft: CheckoutDraft,
  update: ReturnType<typeof checkoutStore>['update'],
  table: TablePlace | null,
) {
  const { settings } = useTenant();
  const services = CHECKOUT_SERVICES.filter((s) => serviceTypeEnabled(s, settings));
  const serviceType =
    draft.serviceType && services.includes(draft.serviceType) ? draft.serviceType : (services[0] ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: applied when the table changes, not on every edit.
  useEffect(() => {
    if (!table || !settings.dineInActive || draft.tableId === table.tableId) return;
    update({
      serviceType: 'DINE_IN',
      branchId: table.branchId,
      hallId: table.hallId,
      tableId: table.tableId,
    });
  }, [table?.tableId]);

  return { services, serviceType };
}
