import type { OptionGroupView } from './product-view';

/**
 * The choice a product page opens with (issue 19): a required single choice (min 1, max 1) starts
 * on its first option that can be ordered now, so the price shown is a real one and "Add" works
 * at once. The data model has no "default" mark (spec §3), so the merchant's order of the options
 * decides. Other groups start empty; the server still checks every choice.
 */
export function defaultOptions(groups: readonly OptionGroupView[]): Record<number, number[]> {
  const selected: Record<number, number[]> = {};
  for (const group of groups) {
    if (group.min !== 1 || group.max !== 1) continue;
    const first = group.modifications.find((option) => !option.unavailable);
    if (first) selected[group.id] = [first.id];
  }
  return selected;
}
