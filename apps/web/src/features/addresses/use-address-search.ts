import { useT } from '@dastarkhan/client';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session/use-session';

/** A place the server's geocoder found (`/api/geo/v1/search`, decision 051). */
export interface FoundPlace {
  name: string;
  detail: string;
  latitude: number;
  longitude: number;
}

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; places: FoundPlace[] }
  | { kind: 'unavailable' };

/** Fewer letters than this match half the city; the provider is not asked. */
export const SEARCH_MIN_LETTERS = 3;
/** Typing pauses this long before a search goes out: one request per word, not per key. */
const DEBOUNCE_MS = 350;

/**
 * Suggestions for the words typed, from the tenant's city. `unavailable` when the search is off
 * or its provider does not answer: the page says so and the pin remains the way to choose.
 */
export function useAddressSearch(query: string, cityId: number | null | undefined): SearchState {
  const { api } = useApi();
  const { lang } = useT();
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const words = query.trim();
  useEffect(() => {
    if (words.length < SEARCH_MIN_LETTERS) {
      setState((current) => (current.kind === 'unavailable' ? current : { kind: 'idle' }));
      return;
    }
    let live = true;
    setState((current) => (current.kind === 'unavailable' ? current : { kind: 'searching' }));
    const timer = setTimeout(() => {
      const params = { q: words, lang, ...(cityId ? { cityId } : {}) };
      void api.get<{ places: FoundPlace[] }>('/geo/v1/search', params).then(([error, data]) => {
        if (!live) return;
        setState(error ? { kind: 'unavailable' } : { kind: 'found', places: data.places });
      });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, words, lang, cityId]);
  return state;
}

/** The address at a point, for the address line (null: unknown, or the search is unavailable). */
export function useReverseAddress(
  point: { lat: number; lon: number } | null,
  onName: (name: string) => void,
) {
  const { api } = useApi();
  const { lang } = useT();
  const onNameRef = useRef(onName);
  useEffect(() => {
    onNameRef.current = onName;
  });
  const lat = point?.lat;
  const lon = point?.lon;
  useEffect(() => {
    if (lat === undefined || lon === undefined) return;
    let live = true;
    const timer = setTimeout(() => {
      void api
        .get<{ place: FoundPlace | null }>('/geo/v1/reverse', { lat, lon, lang })
        .then(([error, data]) => {
          if (live && !error && data.place) onNameRef.current(data.place.name);
        });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, lat, lon, lang]);
}
