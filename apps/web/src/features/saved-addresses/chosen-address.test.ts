import { describe, expect, it } from 'vitest';
import { getChosenAddress, safeBackPath, setChosenAddress } from './chosen-address';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('chosen address', () => {
  it('is read back for its own tenant only', () => {
    const storage = memoryStorage();
    setChosenAddress({ id: 7, name: 'Uy', latitude: 41.3, longitude: 69.2, merchantId: 1 }, storage);
    expect(getChosenAddress(1, storage)?.id).toBe(7);
    expect(getChosenAddress(2, storage)).toBeNull();
  });
  it('survives garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem('dastarkhan:chosen-address', '{oops');
    expect(getChosenAddress(1, storage)).toBeNull();
  });
});

describe('safeBackPath', () => {
  it.each([
    ['/choose-address', '/choose-address'],
    ['//evil.example', '/fallback'],
    ['https://evil.example', '/fallback'],
    [null, '/fallback'],
  ])('%s → %s', (value, expected) => {
    expect(safeBackPath(value, '/fallback')).toBe(expected);
  });
});
