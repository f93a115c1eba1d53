import { describe, expect, it } from 'vitest';
import { applyCashback } from './cashback.js';

describe('applyCashback', () => {
  it.each([
    { name: 'spends what was asked for', requested: 5_000, balance: 20_000, payable: 50_000, want: 5_000 },
    {
      name: 'never spends more than the balance',
      requested: 30_000,
      balance: 20_000,
      payable: 50_000,
      want: 20_000,
    },
    {
      name: 'never spends more than is left to pay',
      requested: 30_000,
      balance: 80_000,
      payable: 25_000,
      want: 25_000,
    },
    { name: 'spends nothing on a free order', requested: 10_000, balance: 10_000, payable: 0, want: 0 },
    {
      name: 'treats a negative request as zero',
      requested: -5_000,
      balance: 10_000,
      payable: 50_000,
      want: 0,
    },
  ])('$name', ({ requested, balance, payable, want }) => {
    expect(applyCashback(requested, balance, payable)).toBe(want);
  });
});
