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

/** Parses `{ merchantId }` of a change NOTIFY; null for anything else. */
export function changedMerchantId(payload: string): number | null {
  try {
    const merchantId = (JSON.parse(payload) as { merchantId?: unknown }).merchantId;
    return typeof merchantId === 'number' ? merchantId : null;
  } catch {
    return null;
  }
}
