/** The address picked on /choose-address, for checkout to read (per tenant, in this browser). */
export interface ChosenAddress {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  merchantId: number;
}

const KEY = 'dastarkhan:chosen-address';

export function setChosenAddress(address: ChosenAddress, storage: Storage = localStorage) {
  storage.setItem(KEY, JSON.stringify(address));
}

export function getChosenAddress(merchantId: number, storage: Storage = localStorage): ChosenAddress | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as ChosenAddress | null;
    return value && value.merchantId === merchantId && typeof value.id === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Only paths of this site: `?back=` must not send anyone elsewhere. */
export function safeBackPath(value: string | null, fallback: string): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
