import type { Address } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api-client';
import { useApi } from '../session/use-session';

export type AddressesState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; addresses: Address[] };

/** The signed-in user's saved addresses, loaded in the browser (the token lives there). */
export function useAddresses() {
  const { authed } = useApi();
  const [state, setState] = useState<AddressesState>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const [error, addresses] = await authed((api) => api.get<Address[]>('/users/v1/addresses'));
    setState(
      error || !addresses ? { status: 'error', error: error as ApiError } : { status: 'ready', addresses },
    );
  }, [authed]);
  useEffect(() => {
    void load();
  }, [load]);
  const remove = useCallback(
    async (id: number) => {
      const [error] = await authed((api) => api.delete(`/users/v1/addresses/${id}`));
      if (!error) {
        setState((current) =>
          current.status === 'ready'
            ? { status: 'ready', addresses: current.addresses.filter((a) => a.id !== id) }
            : current,
        );
      }
      return error;
    },
    [authed],
  );
  return { state, reload: load, remove };
}

/** "Street 12, flat 4, entrance 2, floor 3" — the door details a courier reads. */
export function addressLine(
  address: Address,
  t: (key: 'addresses.office' | 'addresses.entrance' | 'addresses.floor') => string,
) {
  const street = [address.streetName, address.houseNumber].filter(Boolean).join(' ');
  const door = [
    address.details.office && `${t('addresses.office')} ${address.details.office}`,
    address.details.entrance && `${t('addresses.entrance')} ${address.details.entrance}`,
    address.details.floor && `${t('addresses.floor')} ${address.details.floor}`,
  ].filter(Boolean);
  return [street, ...door].filter(Boolean).join(', ');
}
