import type { BranchAdmin, City, Hall, Zone } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useMerchant } from '../../app/boot';
import { type ConsoleApiError, useApi } from '../../app/session';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; data: T };

/** A GET answered into loading / error / ready, asked again by `reload`. */
export function useLoad<T>(path: string | null, query?: Record<string, string | number>) {
  const api = useApi();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = path ? `${path}?${JSON.stringify(query ?? {})}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the path and query.
  useEffect(() => {
    if (!path) return;
    let live = true;
    void api.get<T>(path, query).then(([error, data]) => {
      if (!live) return;
      setState(error ? { status: 'error', text: error.text } : { status: 'ready', data: data as T });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload, setState };
}

export const useBranchList = () => useLoad<BranchAdmin[]>('/users/v1/operator/branches');
export const useCities = () => {
  const merchant = useMerchant();
  return useLoad<City[]>(`/users/v1/city-merchant/merchant/${merchant.id}`);
};
export const useZones = () => useLoad<Zone[]>('/deliveries/v1/operator/zones');
export const useHalls = (branchId: number | null) =>
  useLoad<Hall[]>(branchId ? '/orders/v1/operator/halls' : null, branchId ? { branchId } : undefined);

/** The field a refusal names, to mark it invalid; the whole text goes to the form's alert. */
export function refusal(error: ConsoleApiError | null) {
  return error ? { text: error.text, field: error.field ?? null } : null;
}
