import { describe, expect, it } from 'vitest';
import { branchAddress } from './pick-text.js';

describe('branchAddress', () => {
  const address = "Toshkent sh., Amir Temur shoh ko'chasi, 40";
  it('takes the translation of the page language, else the typed line', () => {
    const addressText = { uz: address, ru: 'Ташкент, проспект Амира Темура, 40', eng: '' };
    expect(branchAddress({ address, addressText }, 'ru')).toBe('Ташкент, проспект Амира Темура, 40');
    expect(branchAddress({ address, addressText }, 'eng')).toBe(address);
    expect(branchAddress({ address, addressText: null }, 'ru')).toBe(address);
  });
});
