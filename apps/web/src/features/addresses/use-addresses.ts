import type { Address } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import type { ApiError } from '../../lib/api-client';
import { deleteAddress } from './delete-address';
import { getAddresses } from './get-addresses';

export type AddressesState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; addresses: Address[] };

/**
 * The saved addresses, loaded in the browser (the token lives there). A 401 is handled by
 * `authed` (logout, home); the screen only sees loading, an error to retry, or the list.
 */
export function useAddresses() {
  const { authed } = useApi();
  const [state, setState] = useState<AddressesState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const [error, addresses] = await authed(getAddresses);
    setState(error ? { status: 'error', error } : { status: 'ready', addresses });
  }, [authed]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = useCallback(
    async (id: number): Promise<ApiError | null> => {
      const [error] = await authed((api) => deleteAddress(api, id));
      // Already gone (deleted in another tab) is what the customer wanted too.
      if (!error || error.code === 'ADDRESS_NOT_FOUND') {
        setState((current) =>
          current.status === 'ready'
            ? { status: 'ready', addresses: current.addresses.filter((a) => a.id !== id) }
            : current,
        );
        return null;
      }
      return error;
    },
    [authed],
  );

  return { state, reload: load, remove };
}
