import type { Session } from '@dastarkhan/client';
import { useSyncExternalStore } from 'react';
import { useMerchant } from '../boot';
import { consoleSession } from './console-session';

/** The signed-in staff member's session of this tenant, or null. */
export function useSession(): Session | null {
  const { id } = useMerchant();
  return useSyncExternalStore(consoleSession.subscribe, () => consoleSession.get(id));
}
