/** An order the form offers: its id and number. */
export interface OrderChoice {
  id: number;
  number: number;
}

/**
 * The orders the select offers: the recent ones, plus the one the page was opened for when it is
 * older — it stays first so the form opens with it chosen. No order appears twice.
 */
export function orderChoices(recent: OrderChoice[], opened: OrderChoice | null): OrderChoice[] {
  if (!opened || recent.some((o) => o.id === opened.id)) return recent;
  return [opened, ...recent];
}

/** `?orderId=12` → 12; anything else → null. */
export function orderIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('orderId');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
