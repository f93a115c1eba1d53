import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * false on the server and during hydration, true from the first client render after it: the
 * switch for browser-only parts (maps, modals, stored state) that must match the server's HTML
 * first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
