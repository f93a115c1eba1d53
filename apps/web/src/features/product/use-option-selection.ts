import { type OptionSelectionProblem, validateOptionSelection } from '@dastarkhan/domain/client';
import { useCallback, useMemo, useState } from 'react';
import type { BasketOption } from '../basket/index';
import { defaultOptions } from './default-options';
import type { OptionGroupView } from './product-view';

/** What a group tells the customer now: nothing, "select minimum N" or "select up to N". */
export type GroupMessage =
  | { code: 'OPTIONS_BELOW_MIN'; min: number }
  | { code: 'OPTIONS_ABOVE_MAX'; max: number };

type Selected = Readonly<Record<number, readonly number[]>>;

/**
 * The customer's choice of options, one id list per group. A group with max 1 behaves like
 * radios; others like checkboxes that refuse a tick past the maximum (and say so). The minimum
 * is checked by `validate`, when the customer tries to add the product. A required single choice
 * starts on its first orderable option (`defaultOptions`).
 */
export function useOptionSelection(groups: OptionGroupView[]) {
  const [selected, setSelected] = useState<Selected>(() => defaultOptions(groups));
  const [messages, setMessages] = useState<Readonly<Record<number, GroupMessage | undefined>>>({});

  const chosen: BasketOption[] = useMemo(
    () =>
      groups.flatMap((group) =>
        group.modifications
          .filter((option) => selected[group.id]?.includes(option.id))
          .map((option) => ({
            id: option.id,
            groupId: group.id,
            name: option.name,
            price: option.price,
            count: 1,
          })),
      ),
    [groups, selected],
  );

  const update = useCallback((group: OptionGroupView, ids: readonly number[]) => {
    setSelected((current) => ({ ...current, [group.id]: ids }));
    // A group that now meets its limits stops complaining.
    setMessages((current) => ({
      ...current,
      [group.id]:
        ids.length < group.min && current[group.id]?.code === 'OPTIONS_BELOW_MIN'
          ? current[group.id]
          : undefined,
    }));
  }, []);

  /** Radio-like groups (max 1): `optionId` null is "none". */
  const choose = useCallback(
    (group: OptionGroupView, optionId: number | null) => update(group, optionId === null ? [] : [optionId]),
    [update],
  );

  /** Checkbox-like groups; false when the tick was refused because the group is full. */
  const toggle = useCallback(
    (group: OptionGroupView, optionId: number, on: boolean): boolean => {
      const current = selected[group.id] ?? [];
      if (!on) {
        update(
          group,
          current.filter((id) => id !== optionId),
        );
        return true;
      }
      if (current.length >= group.max) {
        setMessages((all) => ({ ...all, [group.id]: { code: 'OPTIONS_ABOVE_MAX', max: group.max } }));
        return false;
      }
      update(group, [...current, optionId]);
      return true;
    },
    [selected, update],
  );

  /** The domain's rule over the whole choice; shows each offending group's message. */
  const validate = useCallback((): OptionSelectionProblem[] => {
    const problems = validateOptionSelection(groups, chosen);
    const next: Record<number, GroupMessage> = {};
    for (const problem of problems) {
      if (problem.code === 'OPTIONS_BELOW_MIN')
        next[problem.groupId] = { code: problem.code, min: problem.min };
      if (problem.code === 'OPTIONS_ABOVE_MAX')
        next[problem.groupId] = { code: problem.code, max: problem.max };
    }
    setMessages(next);
    return problems;
  }, [groups, chosen]);

  const reset = useCallback(() => {
    setSelected(defaultOptions(groups));
    setMessages({});
  }, [groups]);

  return { selected, chosen, messages, choose, toggle, validate, reset };
}
