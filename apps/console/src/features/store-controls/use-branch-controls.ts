import type { BranchBusyRequest, BranchControls, BranchPauseRequest } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { type ConsoleApiError, useApi } from '../../app/session';

const REFRESH_MS = 30_000;

export type ControlsState =
  | { status: 'loading' }
  | { status: 'error'; error: ConsoleApiError }
  | { status: 'ready'; list: BranchControls[] };

/**
 * `GET /api/users/v1/operator/branches/controls` now, every 30 s and after each change; a failed
 * refresh keeps the last known state on screen.
 */
export function useBranchControls(enabled: boolean) {
  const api = useApi();
  const [state, setState] = useState<ControlsState>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on a tick, not for a new language.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void api.get<BranchControls[]>('/users/v1/operator/branches/controls').then(([error, list]) => {
      if (!live) return;
      if (list) setState({ status: 'ready', list });
      else setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', error: error! }));
    });
    const timer = setTimeout(reload, REFRESH_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, tick]);

  const change = useCallback(
    async (path: string, body: BranchPauseRequest | BranchBusyRequest): Promise<ConsoleApiError | null> => {
      const [error] = await api.put<BranchControls>(path, body);
      reload();
      return error;
    },
    [api, reload],
  );
  const pause = useCallback(
    (branchId: number, body: BranchPauseRequest) =>
      change(`/users/v1/operator/branches/${branchId}/pause`, body),
    [change],
  );
  const busy = useCallback(
    (branchId: number, body: BranchBusyRequest) =>
      change(`/users/v1/operator/branches/${branchId}/busy`, body),
    [change],
  );
  return { state, reload, pause, busy };
}
