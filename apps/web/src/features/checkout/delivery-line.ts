/** Why the summary's delivery line shows no price yet; null when it shows one (or no line). */
export type DeliveryPending = 'address' | 'tariff' | null;

/**
 * The delivery line before its price is known (issue 19): never "0 so'm". Without an address
 * there is nothing to price (a zone's tariff depends on the point, its distance and the basket,
 * so no honest "from" figure); with one, the tariff call is on its way.
 */
export function deliveryPending(
  delivery: boolean,
  hasAddress: boolean,
  price: number | null,
): DeliveryPending {
  if (!delivery) return null;
  if (!hasAddress) return 'address';
  return price === null ? 'tariff' : null;
}
