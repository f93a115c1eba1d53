import { useToast } from '@dastarkhan/client';
import type { OverallMenu, StopListEntry } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/session';

export type Target = { productId: number } | { modificationId: number };
export type Until = 'END_OF_DAY' | string | null;

export type StopListState =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; menu: OverallMenu; entries: StopListEntry[] };

/** The menu (public) and the branch's stop-list; changes answer with the branch's new list. */
export function useStopList(branchId: number | null) {
  const api = useApi();
  const toast = useToast();
  const [state, setState] = useState<StopListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded per branch and on retry, not for a new language.
  useEffect(() => {
    if (branchId === null) return;
    let live = true;
    setState({ status: 'loading' });
    void Promise.all([
      api.get<OverallMenu>('/products/v1/overalls', { type: 'WEB' }),
      api.get<StopListEntry[]>('/products/v1/operator/stop-list', { branchId }),
    ]).then(([[menuError, menu], [listError, entries]]) => {
      if (!live) return;
      const error = menuError ?? listError;
      setState(
        error ? { status: 'error', text: error.text } : { status: 'ready', menu: menu!, entries: entries! },
      );
    });
    return () => {
      live = false;
    };
  }, [branchId, attempt]);

  const change = useCallback(
    async (target: Target, available: boolean, until: Until = null) => {
      if (branchId === null) return;
      const key = keyOf(target);
      setBusy(key);
      const [error, entries] = await api.put<StopListEntry[]>('/products/v1/operator/stop-list', {
        branchId,
        ...target,
        available,
        ...(available || until === null ? {} : { until }),
      });
      setBusy(null);
      if (error) return toast({ kind: 'error', text: error.text });
      setState((prev) => (prev.status === 'ready' ? { ...prev, entries } : prev));
    },
    [api, branchId, toast],
  );

  return { state, change, busy, retry: () => setAttempt((n) => n + 1) };
}

export const keyOf = (target: Target) =>
  'productId' in target ? `p${target.productId}` : `m${target.modificationId}`;
