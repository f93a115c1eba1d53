import type { ApiError } from '@dastarkhan/client';
import { useCallback } from 'react';
import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { cancelReservation } from './cancel-reservation';
import { getReservations } from './get-reservations';

/** My bookings, loaded in the browser (the token lives there), and cancelling one of them. */
export function useReservations() {
  const { authed } = useApi();
  const { state, reload, update } = useLoaded(() => authed(getReservations), [authed]);

  const cancel = useCallback(
    async (id: number): Promise<ApiError | null> => {
      const [error, updated] = await authed((api) => cancelReservation(api, id));
      if (error) return error;
      update((reservations) => reservations.map((r) => (r.id === id ? updated : r)));
      return null;
    },
    [authed, update],
  );

  return { state, reload, cancel };
}
