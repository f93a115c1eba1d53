import { useT } from '@dastarkhan/client';
import { createContext, type ReactNode, useContext } from 'react';
import type { ConsoleBoot } from './boot';

const BootContext = createContext<ConsoleBoot | null>(null);

export function BootProvider({ boot, children }: { boot: ConsoleBoot; children: ReactNode }) {
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>;
}

/** The tenant of this console (id for the `merchant` header, name, languages, colour). */
export function useBoot(): ConsoleBoot {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootProvider');
  return boot;
}

export const useMerchant = () => useBoot().merchant;

/** The tenant's name in the interface language. */
export function useMerchantName(): string {
  const { tx } = useT();
  return tx(useMerchant().name);
}
