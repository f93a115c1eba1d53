/**
 * The address picked on /choose-address, for checkout to read. Kept in this browser per tenant:
 * the record names its merchant, so another tenant's site on the same host never reads it.
 */
export interface ChosenAddress {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  merchantId: number;
}

export const CHOSEN_ADDRESS_KEY = 'dastarkhan:chosen-address';

/** localStorage where it exists (not during server rendering, not when the browser blocks it). */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function setChosenAddress(address: ChosenAddress, storage: Storage | null = browserStorage()) {
  const { id, name, latitude, longitude, merchantId } = address;
  try {
    storage?.setItem(CHOSEN_ADDRESS_KEY, JSON.stringify({ id, name, latitude, longitude, merchantId }));
  } catch {
    // A full or blocked storage: checkout will ask for the address again.
  }
}

/** The chosen address of this merchant, or null (none, another tenant's, or unreadable). */
export function getChosenAddress(
  merchantId: number,
  storage: Storage | null = browserStorage(),
): ChosenAddress | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(CHOSEN_ADDRESS_KEY) ?? 'null');
  } catch {
    return null;
  }
  return isChosenAddress(value) && value.merchantId === merchantId ? value : null;
}

/** Forget the choice, e.g. when that address is deleted. */
export function clearChosenAddress(storage: Storage | null = browserStorage()) {
  try {
    storage?.removeItem(CHOSEN_ADDRESS_KEY);
  } catch {
    // Nothing to forget in a blocked storage.
  }
}

function isChosenAddress(value: unknown): value is ChosenAddress {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    typeof v.name === 'string' &&
    Number.isFinite(v.latitude) &&
    Number.isFinite(v.longitude) &&
    Number.isInteger(v.merchantId)
  );
}
