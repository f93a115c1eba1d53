import type { Address } from '@dastarkhan/domain';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { getAddresses } from '../addresses/index';

/**
 * The whole saved address behind the choice of /choose-address (which keeps only its id, name
 * and point): its street, house and door details fill the checkout's fields. Null until loaded,
 * or when it is gone.
 */
export function useSavedAddress(id: number | null): Address | null {
  const { authed } = useApi();
  const [address, setAddress] = useState<Address | null>(null);
  useEffect(() => {
    if (!id) {
      setAddress(null);
      return;
    }
    let cancelled = false;
    void authed(getAddresses).then(([error, list]) => {
      if (!cancelled) setAddress(error ? null : (list.find((a) => a.id === id) ?? null));
    });
    return () => {
      cancelled = true;
    };
  }, [authed, id]);
  return address;
}
