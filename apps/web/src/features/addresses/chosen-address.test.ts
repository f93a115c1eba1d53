import { describe, expect, it } from 'vitest';
import { CHOSEN_ADDRESS_KEY, clearChosenAddress, getChosenAddress, setChosenAddress } from './chosen-address';

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

const home = { id: 7, name: 'Uy', latitude: 41.3113, longitude: 69.2792, merchantId: 1 };

describe('chosen address', () => {
  it('stores exactly {id, name, latitude, longitude, merchantId} under its key', () => {
    const storage = memoryStorage();
    setChosenAddress({ ...home, streetName: 'Amir Temur' } as typeof home, storage);
    expect(JSON.parse(storage.getItem(CHOSEN_ADDRESS_KEY) ?? '')).toEqual(home);
  });

  it('reads the choice back for the same merchant', () => {
    const storage = memoryStorage();
    setChosenAddress(home, storage);
    expect(getChosenAddress(1, storage)).toEqual(home);
  });

  it('gives nothing to another merchant on the same host', () => {
    const storage = memoryStorage();
    setChosenAddress(home, storage);
    expect(getChosenAddress(2, storage)).toBeNull();
  });

  it('gives nothing when nothing was chosen or there is no storage (server rendering)', () => {
    expect(getChosenAddress(1, memoryStorage())).toBeNull();
    expect(getChosenAddress(1, null)).toBeNull();
    expect(() => setChosenAddress(home, null)).not.toThrow();
  });

  it.each([
    ['broken JSON', '{oops'],
    ['a string', '"Uy"'],
    ['a missing id', JSON.stringify({ ...home, id: undefined })],
    ['coordinates as text', JSON.stringify({ ...home, latitude: '41.3' })],
  ])('ignores %s in storage', (_name, raw) => {
    const storage = memoryStorage();
    storage.setItem(CHOSEN_ADDRESS_KEY, raw);
    expect(getChosenAddress(1, storage)).toBeNull();
  });

  it('forgets the choice when cleared', () => {
    const storage = memoryStorage();
    setChosenAddress(home, storage);
    clearChosenAddress(storage);
    expect(getChosenAddress(1, storage)).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => setChosenAddress(home, full)).not.toThrow();
  });
});
