import type { ApiError } from '@dastarkhan/client';
import { useCallback } from 'react';
import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { deleteAddress } from './delete-address';
import { getAddresses } from './get-addresses';

/**
 * The saved addresses, loaded in the browser (the token lives there). A 401 is handled by
 * `authed` (logout, home); the screen only sees loading, an error to retry, or the list.
 */
export function useAddresses() {
  const { authed } = useApi();
  const { state, reload, update } = useLoaded(() => authed(getAddresses), [authed]);

  const remove = useCallback(
    async (id: number): Promise<ApiError | null> => {
      const [error] = await authed((api) => deleteAddress(api, id));
      // Already gone (deleted in another tab) is what the customer wanted too.
      if (!error || error.code === 'ADDRESS_NOT_FOUND') {
        update((addresses) => addresses.filter((a) => a.id !== id));
        return null;
      }
      return error;
    },
    [authed, update],
  );

  return { state, reload, remove };
}
