import { createContext, type ReactNode, useContext } from 'react';
import type { StartupData } from './load-startup.server';

export type Tenant = Omit<StartupData, 'setCookies'>;

const TenantContext = createContext<Tenant | null>(null);

export function TenantProvider({ value, children }: { value: Tenant; children: ReactNode }) {
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

/** The tenant of this page: merchant, settings (feature switches), cities, branches, branding. */
export function useTenant(): Tenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside TenantProvider');
  return tenant;
}
