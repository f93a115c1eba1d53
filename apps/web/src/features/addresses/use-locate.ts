import { useT } from '@dastarkhan/client';
import { useCallback, useRef, useState } from 'react';
import type { Point } from './default-point';

/**
 * "Use my location". Spec §8: when the browser has no geolocation or the person refuses it (or
 * it times out), an alert asks to allow it; the form stays as it was, the map still works.
 */
export function useLocate(onFound: (point: Point) => void) {
  const { t } = useT();
  const [locating, setLocating] = useState(false);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  const locate = useCallback(() => {
    const denied = () => window.alert(t('msg.GEOLOCATION_DENIED'));
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      denied();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFoundRef.current({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      () => {
        setLocating(false);
        denied();
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [t]);

  return { locate, locating };
}
