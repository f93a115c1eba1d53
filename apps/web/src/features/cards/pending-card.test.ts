import { describe, expect, it } from 'vitest';
import { forgetPendingCard, readPendingCard, rememberPendingCard, secondsUntilResend } from './pending-card';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const card = { cardId: 7, phone: '99890*****67', sentAt: 1_000_000, wait: 60, back: '/profile/orders/3' };

describe('the card waiting for its code', () => {
  it('is read back for the same card only, until forgotten', () => {
    const storage = memoryStorage();
    rememberPendingCard(card, storage);
    expect(readPendingCard(7, storage)).toEqual(card);
    expect(readPendingCard(8, storage)).toBeNull();
    forgetPendingCard(storage);
    expect(readPendingCard(7, storage)).toBeNull();
  });

  it('counts the seconds before another code may be asked for', () => {
    expect(secondsUntilResend(card, 1_000_000)).toBe(60);
    expect(secondsUntilResend(card, 1_000_000 + 59_500)).toBe(1);
    expect(secondsUntilResend(card, 1_000_000 + 60_000)).toBe(0);
    expect(secondsUntilResend(null, 0)).toBe(0);
  });
});
