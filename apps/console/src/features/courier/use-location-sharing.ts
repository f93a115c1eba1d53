import { useEffect, useRef, useState } from 'react';
import type { ConsoleApi } from '../../app/session';

/** The courier said yes once on this device; asked again only after they stop sharing. */
const CONSENT_KEY = 'dastarkhan:console:share-location';
/** At most one position a 10 s (the customer's map does not need more; the battery does). */
export const SEND_EVERY_MS = 10_000;

export type SharingState =
  | { status: 'idle' }
  | { status: 'ask' }
  | { status: 'starting' }
  | { status: 'sharing'; sentAt: number | null }
  | { status: 'denied' }
  | { status: 'unsupported' };

/**
 * While `active` (an order is on its way) and the courier agreed, follows their position with
 * `watchPosition` and sends it to `PUT /deliveries/v1/operator/couriers/{id}/location`, at most
 * every 10 s. Stops when nothing is on the way or the screen goes.
 */
export function useLocationSharing(api: ConsoleApi, courierId: number | null, active: boolean) {
  const [consent, setConsent] = useState(() => localStorage.getItem(CONSENT_KEY) === 'yes');
  const [state, setState] = useState<SharingState>({ status: 'idle' });
  const lastSent = useRef(0);

  useEffect(() => {
    if (!active || courierId === null) return setState({ status: 'idle' });
    if (!('geolocation' in navigator)) return setState({ status: 'unsupported' });
    if (!consent) return setState({ status: 'ask' });
    setState({ status: 'starting' });
    lastSent.current = 0;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const now = Date.now();
        if (now - lastSent.current < SEND_EVERY_MS) return;
        lastSent.current = now;
        const { latitude, longitude } = position.coords;
        void api
          .put(`/deliveries/v1/operator/couriers/${courierId}/location`, { latitude, longitude })
          .then(([error]) => {
            if (!error) setState({ status: 'sharing', sentAt: now });
          });
        setState((prev) => (prev.status === 'sharing' ? prev : { status: 'sharing', sentAt: null }));
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setState({ status: 'denied' });
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [api, courierId, active, consent]);

  return {
    state,
    agree: () => {
      localStorage.setItem(CONSENT_KEY, 'yes');
      setConsent(true);
    },
    stop: () => {
      localStorage.removeItem(CONSENT_KEY);
      setConsent(false);
    },
  };
}
