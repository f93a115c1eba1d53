import type { ApiError } from '@dastarkhan/client';
import type { TablePlace, WaiterCall } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi, useSession } from '../../app/session/use-session';
import { tableIdFrom } from './table-id';
import { callWaiter, getCurrentCall, getTablePlace } from './waiter-call-api';

/** While a call is open the bar asks how it is going this often (staff acknowledging it). */
const FOLLOW_MS = 15_000;

/**
 * The dine-in table of this visit (browser only: the QR link or its cookie), and its waiter call:
 * the current one when signed in, followed while open, and `call()` to make one.
 */
export function useWaiterCall(enabled: boolean) {
  const { api, authed } = useApi();
  const session = useSession();
  const [place, setPlace] = useState<TablePlace | null>(null);
  const [call, setCall] = useState<WaiterCall | null>(null);
  const signedIn = session.status === 'user';

  useEffect(() => {
    if (!enabled) return;
    const tableId = tableIdFrom(window.location.search, document.cookie);
    if (!tableId) return;
    let cancelled = false;
    void getTablePlace(api, tableId).then(([error, value]) => {
      if (!cancelled && !error) setPlace(value);
    });
    return () => {
      cancelled = true;
    };
  }, [api, enabled]);

  const tableId = place?.tableId ?? null;
  const refresh = useCallback(async () => {
    if (!tableId || !signedIn) return;
    const [error, value] = await authed((client) => getCurrentCall(client, tableId));
    if (!error) setCall(value);
  }, [authed, tableId, signedIn]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Follow an open call until staff acknowledge it; look again when the tab comes back.
  useEffect(() => {
    if (call?.status !== 'OPEN') return;
    const timer = window.setInterval(() => void refresh(), FOLLOW_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [call?.status, refresh]);

  const makeCall = useCallback(async (): Promise<ApiError | null> => {
    if (!tableId) return null;
    const [error, value] = await authed((client) => callWaiter(client, tableId));
    if (error) return error;
    setCall(value);
    return null;
  }, [authed, tableId]);

  return { place, call, sessionStatus: session.status, makeCall };
}
