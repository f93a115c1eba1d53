/** The `:id` of an order route as a positive integer, or null for anything else ("abc", "-1"). */
export function orderIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
