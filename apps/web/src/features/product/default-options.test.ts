import { describe, expect, it } from 'vitest';
import { defaultOptions } from './default-options';
import type { OptionGroupView } from './product-view';

function group(id: number, min: number, max: number, options: { id: number; unavailable?: true }[]) {
  return {
    id,
    name: `group ${id}`,
    min,
    max,
    modifications: options.map((o) => ({ name: `option ${o.id}`, price: 0, ...o })),
  } satisfies OptionGroupView;
}

describe('defaultOptions', () => {
  it('starts a required single choice on its first option', () => {
    expect(defaultOptions([group(1, 1, 1, [{ id: 10 }, { id: 11 }])])).toEqual({ 1: [10] });
  });
  it('skips options on the stop-list', () => {
    expect(defaultOptions([group(1, 1, 1, [{ id: 10, unavailable: true }, { id: 11 }])])).toEqual({
      1: [11],
    });
  });
  it('leaves a group with nothing orderable empty, for the minimum check to explain', () => {
    expect(defaultOptions([group(1, 1, 1, [{ id: 10, unavailable: true }])])).toEqual({});
  });
  it('chooses nothing in optional or multiple-choice groups', () => {
    expect(
      defaultOptions([
        group(1, 0, 1, [{ id: 10 }]),
        group(2, 1, 2, [{ id: 20 }]),
        group(3, 2, 2, [{ id: 30 }, { id: 31 }]),
      ]),
    ).toEqual({});
  });
});
