import { describe, expect, it } from 'vitest';
import { lineDiscount, lineTotal } from './line.js';
import { createLine } from './test-factories.js';

describe('lineTotal', () => {
  it.each([
    {
      name: 'multiplies the price by the count',
      line: createLine({ costPrice: 30_000, count: 2 }),
      want: 60_000,
    },
    {
      name: 'adds each option count times its price to the unit price',
      line: createLine({ costPrice: 45_000, count: 3 }, [
        { count: 2, price: 5_000 },
        { count: 1, price: 3_000 },
      ]),
      // (45 000 + 2×5 000 + 3 000) × 3
      want: 174_000,
    },
    {
      name: 'adds nothing for a free option',
      line: createLine({ costPrice: 20_000, count: 1 }, [{ count: 1, price: 0 }]),
      want: 20_000,
    },
    {
      name: 'ignores the discount (the gross price)',
      line: createLine({ costPrice: 20_000, discount: 50, count: 1 }),
      want: 20_000,
    },
    { name: 'is zero for a zero price', line: createLine({ costPrice: 0, count: 5 }), want: 0 },
    {
      name: 'is zero for a zero count',
      line: createLine({ costPrice: 30_000, count: 0 }, [{ count: 1, price: 5_000 }]),
      want: 0,
    },
  ])('$name', ({ line, want }) => {
    expect(lineTotal(line)).toBe(want);
  });
});

describe('lineDiscount', () => {
  it.each([
    {
      name: 'takes the percent of the cost price times the count',
      line: createLine({ costPrice: 30_000, discount: 10, count: 2 }),
      want: 6_000,
    },
    {
      name: 'does not discount options',
      line: createLine({ costPrice: 45_000, discount: 20, count: 1 }, [{ count: 1, price: 5_000 }]),
      want: 9_000,
    },
    {
      name: "rounds half up to whole so'm",
      line: createLine({ costPrice: 1_005, discount: 10, count: 1 }),
      want: 101,
    },
    {
      name: 'rounds a fraction below one half down',
      line: createLine({ costPrice: 1_001, discount: 10, count: 1 }),
      want: 100,
    },
    {
      name: 'rounds above one half up',
      line: createLine({ costPrice: 12_345, discount: 15, count: 1 }),
      want: 1_852,
    },
    {
      // 1 005 × 10% × 3 = 301.5 → 302; rounding each unit would give 3 × 101 = 303.
      name: 'rounds once per line, not per unit',
      line: createLine({ costPrice: 1_005, discount: 10, count: 3 }),
      want: 302,
    },
    {
      name: 'takes the whole price at a 100% discount',
      line: createLine({ costPrice: 30_000, discount: 100, count: 2 }),
      want: 60_000,
    },
    {
      name: 'treats a discount above 100% as 100%',
      line: createLine({ costPrice: 30_000, discount: 150, count: 1 }),
      want: 30_000,
    },
    {
      name: 'is zero without a discount',
      line: createLine({ costPrice: 30_000, discount: 0, count: 2 }),
      want: 0,
    },
    { name: 'is zero for a zero price', line: createLine({ costPrice: 0, discount: 50, count: 2 }), want: 0 },
    {
      name: 'is zero for a zero count',
      line: createLine({ costPrice: 30_000, discount: 50, count: 0 }),
      want: 0,
    },
  ])('$name', ({ line, want }) => {
    expect(lineDiscount(line)).toBe(want);
  });
});
