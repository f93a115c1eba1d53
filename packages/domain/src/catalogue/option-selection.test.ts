import { describe, expect, it } from 'vitest';
import { countChosenInGroup, type SelectionGroup, validateOptionSelection } from './option-selection.js';

function createGroup(
  overrides: Partial<SelectionGroup> & { id: number },
  optionIds: number[],
): SelectionGroup {
  return { min: 0, max: 1, ...overrides, modifications: optionIds.map((id) => ({ id })) };
}

// A plov: one required portion size (1..1) and up to three extras (0..3).
const size = createGroup({ id: 1, min: 1, max: 1 }, [11, 12, 13]);
const extras = createGroup({ id: 2, min: 0, max: 3 }, [21, 22, 23, 24, 25]);
const plov = [size, extras];

describe('validateOptionSelection', () => {
  it('accepts a choice inside every group’s limits', () => {
    expect(
      validateOptionSelection(plov, [
        { id: 12, count: 1 },
        { id: 21, count: 1 },
        { id: 22, count: 1 },
      ]),
    ).toEqual([]);
  });

  it('accepts a product without option groups and nothing chosen', () => {
    expect(validateOptionSelection([], [])).toEqual([]);
  });

  it('reports a required group left empty with its minimum', () => {
    expect(validateOptionSelection(plov, [{ id: 21, count: 1 }])).toEqual([
      { code: 'OPTIONS_BELOW_MIN', groupId: 1, min: 1, chosen: 0 },
    ]);
  });

  it('reports a group over its maximum with its maximum', () => {
    const chosen = [21, 22, 23, 24].map((id) => ({ id, count: 1 }));
    expect(validateOptionSelection(plov, [{ id: 11, count: 1 }, ...chosen])).toEqual([
      { code: 'OPTIONS_ABOVE_MAX', groupId: 2, max: 3, chosen: 4 },
    ]);
  });

  it('sums the counts of a group’s options against its limits', () => {
    const drinks = createGroup({ id: 3, min: 2, max: 2 }, [31, 32]);
    expect(validateOptionSelection([drinks], [{ id: 31, count: 2 }])).toEqual([]);
    expect(
      validateOptionSelection(
        [drinks],
        [
          { id: 31, count: 2 },
          { id: 32, count: 1 },
        ],
      ),
    ).toEqual([{ code: 'OPTIONS_ABOVE_MAX', groupId: 3, max: 2, chosen: 3 }]);
  });

  it('ignores options with a count of zero', () => {
    expect(
      validateOptionSelection(plov, [
        { id: 11, count: 1 },
        { id: 99, count: 0 },
      ]),
    ).toEqual([]);
  });

  it('reports an option the product does not offer', () => {
    expect(
      validateOptionSelection(plov, [
        { id: 11, count: 1 },
        { id: 99, count: 1 },
      ]),
    ).toEqual([{ code: 'UNKNOWN_OPTION', optionId: 99 }]);
  });

  it('reports an option sent with a group it does not belong to', () => {
    expect(validateOptionSelection(plov, [{ id: 11, count: 1, groupId: 2 }])).toEqual([
      { code: 'UNKNOWN_OPTION', optionId: 11 },
      { code: 'OPTIONS_BELOW_MIN', groupId: 1, min: 1, chosen: 0 },
    ]);
  });

  it('lists every offending group in the groups’ order', () => {
    const chosen = [21, 22, 23, 24].map((id) => ({ id, count: 1 }));
    expect(validateOptionSelection(plov, chosen).map((p) => p.code)).toEqual([
      'OPTIONS_BELOW_MIN',
      'OPTIONS_ABOVE_MAX',
    ]);
  });
});

describe('countChosenInGroup', () => {
  it('counts only the options of that group', () => {
    expect(
      countChosenInGroup(extras, [
        { id: 11, count: 1 },
        { id: 21, count: 2 },
        { id: 25, count: 1 },
      ]),
    ).toBe(3);
  });
});
