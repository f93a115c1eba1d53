import type { ReservationDetails } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import type { ApiError } from '../../lib/api-client';
import { cancelReservation } from './cancel-reservation';
import { getReservations } from './get-reservations';

export type ReservationsState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; reservations: ReservationDetails[] };

/** My bookings, loaded in the browser (the token lives there), and cancelling one of them. */
export function useReservations() {
  const { authed } = useApi();
  const [state, setState] = useState<ReservationsState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const [error, reservations] = await authed(getReservations);
    setState(error ? { status: 'error', error } : { status: 'ready', reservations });
  }, [authed]);

  useEffect(() => {
    void load();
  }, [load]);

  const cancel = useCallback(
    async (id: number): Promise<ApiError | null> => {
      const [error, updated] = await authed((api) => cancelReservation(api, id));
      if (error) return error;
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', reservations: current.reservations.map((r) => (r.id === id ? updated : r)) }
          : current,
      );
      return null;
    },
    [authed],
  );

  return { state, reload: load, cancel };
}
