import { useT } from '@dastarkhan/client';
import { useMemo } from 'react';
import { useTenant } from '../../app/startup/tenant-context';
import { groupByCity, toBranchView } from './branch-view';

/** The tenant's active branches (already on the page with the start-up data), grouped by city. */
export function useBranchesByCity() {
  const { branches, cities, settings } = useTenant();
  const { lang } = useT();
  return useMemo(
    () =>
      groupByCity(
        branches.map((branch) => toBranchView(branch, settings, lang)),
        cities,
        lang,
      ),
    [branches, cities, settings, lang],
  );
}
