import { describe, expect, it } from 'vitest';
import { changedFields } from './record-audit.js';

describe('audit entries', () => {
  it('keep only the fields an update changed, on both sides', () => {
    expect(
      changedFields({ price: 1000, name: 'Osh', hidden: false }, { price: 1200, name: 'Osh', hidden: false }),
    ).toEqual([{ price: 1000 }, { price: 1200 }]);
  });

  it('keep a creation and a deletion whole', () => {
    expect(changedFields(null, { price: 5 })).toEqual([null, { price: 5 }]);
    expect(changedFields({ price: 5 }, null)).toEqual([{ price: 5 }, null]);
  });

  it('compare nested values by content and record a removed field as null', () => {
    expect(changedFields({ name: { uz: 'a' }, note: 'x' }, { name: { uz: 'a' } })).toEqual([
      { note: 'x' },
      { note: null },
    ]);
  });
});
