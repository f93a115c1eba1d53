import type { ApiError } from '@dastarkhan/client';
import { distanceMetres } from '@dastarkhan/domain/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { calculateTariff } from './calculate-tariff';

export interface TariffQuery {
  branch: { id: number; cityId: number; latitude: number; longitude: number };
  point: { name: string; latitude: number; longitude: number };
  /** Products after their own discounts. */
  productPrice: number;
}

export interface TariffState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last price the server gave; kept through a later failure (spec §8). */
  price: number | null;
  tariffId: number | null;
  error: ApiError | null;
}

const IDLE: TariffState = { status: 'idle', price: null, tariffId: null, error: null };
const DEBOUNCE_MS = 250;

/**
 * The delivery price from the tariff call, asked again whenever the address, the basket or the
 * branch change (spec §9). A failure keeps the last price and reports the error (spec §8);
 * an answer to an older question is ignored.
 */
export function useDeliveryTariff(query: TariffQuery | null) {
  const { authed } = useApi();
  const [state, setState] = useState<TariffState>(IDLE);
  const [attempt, setAttempt] = useState(0);
  const sequence = useRef(0);
  const key = query ? JSON.stringify(query) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query; `attempt` asks again.
  useEffect(() => {
    const asked = ++sequence.current;
    if (!query) {
      setState(IDLE);
      return;
    }
    setState((current) => ({ ...current, status: 'loading', error: null }));
    const timer = setTimeout(async () => {
      const { branch, point, productPrice } = query;
      const [error, tariff] = await authed((api) =>
        calculateTariff(api, {
          productPrice,
          distance: distanceMetres(branch.latitude, branch.longitude, point.latitude, point.longitude),
          branchId: branch.id,
          latitude: point.latitude,
          longitude: point.longitude,
          address: point.name,
          cityId: branch.cityId,
        }),
      );
      if (asked !== sequence.current) return;
      setState((current) =>
        error
          ? { ...current, status: 'error', error }
          : { status: 'ready', price: tariff.price, tariffId: tariff.deliveryTariffId, error: null },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, attempt, authed]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
