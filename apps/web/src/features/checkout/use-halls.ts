import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { getHalls } from './get-halls';

/** The halls and tables of a dine-in branch; asked again when the branch changes. */
export function useHalls(branchId: number | null) {
  const { api } = useApi();
  const { state, reload } = useLoaded(branchId ? () => getHalls(api, branchId) : null, [api, branchId]);
  return { state, retry: () => void reload() };
}
