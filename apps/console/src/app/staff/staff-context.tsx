import type { StaffMe } from '@dastarkhan/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { type ConsoleApiError, useApi, useSession } from '../session';

export type StaffState =
  | { status: 'loading' }
  | { status: 'error'; error: ConsoleApiError }
  | { status: 'ready'; staff: StaffMe };

const StaffContext = createContext<{ state: StaffState; reload: () => void } | null>(null);

/** Who the signed-in person is in this tenant (`GET /api/users/v1/operator/me`), once per token. */
export function StaffProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const token = useSession()?.token ?? null;
  const [state, setState] = useState<StaffState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again for a new token or a retry, not for a new language.
  useEffect(() => {
    if (!token) return;
    let live = true;
    setState({ status: 'loading' });
    void api.get<StaffMe>('/users/v1/operator/me').then(([error, staff]) => {
      if (!live) return;
      setState(error ? { status: 'error', error } : { status: 'ready', staff });
    });
    return () => {
      live = false;
    };
  }, [token, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return <StaffContext.Provider value={{ state, reload }}>{children}</StaffContext.Provider>;
}

/** The loading state of the staff record, for the layout that waits for it. */
export function useStaffState() {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaffState outside StaffProvider');
  return value;
}

/**
 * The signed-in staff member (user, role, branchIds — null means all — and branches). Screens
 * render inside the signed-in layout, which shows them only once this is known.
 */
export function useStaff(): StaffMe {
  const { state } = useStaffState();
  if (state.status !== 'ready') throw new Error('useStaff before the staff record is loaded');
  return state.staff;
}
