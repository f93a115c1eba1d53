import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKING_WINDOW_MS,
  checkingUntil,
  forgetLeavingToPay,
  rememberLeavingToPay,
} from './payment-return';

const store = new Map<string, string>();
beforeEach(() => {
  (globalThis as { sessionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> }).sessionStorage = {
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
    removeItem: (key) => void store.delete(key),
  };
});
afterEach(() => {
  store.clear();
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

describe('returning from the provider', () => {
  it('checks the payment for a minute after leaving, for that order only', () => {
    rememberLeavingToPay(7, 1_000);
    expect(checkingUntil(7, 1_000 + 5_000)).toBe(1_000 + CHECKING_WINDOW_MS);
    expect(checkingUntil(8, 1_000 + 5_000)).toBeNull();
    expect(checkingUntil(7, 1_000 + CHECKING_WINDOW_MS)).toBeNull();
  });

  it('forgets a paid order, and never trusts a time from the future', () => {
    rememberLeavingToPay(7, 50_000);
    expect(checkingUntil(7, 10_000)).toBeNull();
    forgetLeavingToPay(7);
    expect(checkingUntil(7, 50_001)).toBeNull();
  });

  it('offers "Pay" as before where storage is refused', () => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    expect(() => rememberLeavingToPay(7)).not.toThrow();
    expect(checkingUntil(7)).toBeNull();
  });
});
