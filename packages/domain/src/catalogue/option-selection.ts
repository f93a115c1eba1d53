// Option choice of a MODIFICATION product (spec §3 ModificationGroup min/max, §5 'select minimum'
// / 'select up to'). Pure and zod-free: the product page checks it as the customer taps, and the
// order API can check a cart line with the same rule.

/** The parts of an option group the rule reads; a domain ModificationGroup satisfies it. */
export interface SelectionGroup {
  id: number;
  min: number;
  max: number;
  modifications: readonly { id: number }[];
}

/** A chosen option: `count` of option `id`, optionally naming its group (a CartModification fits). */
export interface ChosenOption {
  id: number;
  count: number;
  groupId?: number | null;
}

export type OptionSelectionProblem =
  | { code: 'OPTIONS_BELOW_MIN'; groupId: number; min: number; chosen: number }
  | { code: 'OPTIONS_ABOVE_MAX'; groupId: number; max: number; chosen: number }
  /** An option the product does not offer (or offered in another group than the one named). */
  | { code: 'UNKNOWN_OPTION'; optionId: number };

function groupOf(groups: readonly SelectionGroup[], option: ChosenOption): SelectionGroup | undefined {
  return groups.find(
    (group) =>
      (option.groupId === undefined || option.groupId === null || option.groupId === group.id) &&
      group.modifications.some((m) => m.id === option.id),
  );
}

/** How many options the customer picked in one group: the sum of their counts. */
export function countChosenInGroup(group: SelectionGroup, chosen: readonly ChosenOption[]): number {
  let total = 0;
  for (const option of chosen) {
    if (option.count <= 0) continue;
    if (option.groupId !== undefined && option.groupId !== null && option.groupId !== group.id) continue;
    if (group.modifications.some((m) => m.id === option.id)) total += option.count;
  }
  return total;
}

/**
 * Every reason the choice cannot go to the basket, in the groups' order; empty when it can.
 * A group counts the sum of its options' counts and must land in min..max; options with a count
 * of 0 are "not chosen" and ignored.
 */
export function validateOptionSelection(
  groups: readonly SelectionGroup[],
  chosen: readonly ChosenOption[],
): OptionSelectionProblem[] {
  const problems: OptionSelectionProblem[] = [];
  for (const option of chosen) {
    if (option.count > 0 && !groupOf(groups, option))
      problems.push({ code: 'UNKNOWN_OPTION', optionId: option.id });
  }
  for (const group of groups) {
    const count = countChosenInGroup(group, chosen);
    if (count < group.min)
      problems.push({ code: 'OPTIONS_BELOW_MIN', groupId: group.id, min: group.min, chosen: count });
    else if (count > group.max)
      problems.push({ code: 'OPTIONS_ABOVE_MAX', groupId: group.id, max: group.max, chosen: count });
  }
  return problems;
}
