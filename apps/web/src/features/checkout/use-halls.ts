import type { Hall } from '@dastarkhan/domain';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import type { ApiError } from '../../lib/api-client';
import { getHalls } from './get-halls';

export type HallsState =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; halls: Hall[] };

/** The halls and tables of a dine-in branch; asked again when the branch changes. */
export function useHalls(branchId: number | null) {
  const { api } = useApi();
  const [state, setState] = useState<HallsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    if (!branchId) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    void getHalls(api, branchId).then(([error, halls]) => {
      if (cancelled) return;
      setState(error ? { status: 'error', error } : { status: 'ready', halls });
    });
    return () => {
      cancelled = true;
    };
  }, [api, branchId, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
