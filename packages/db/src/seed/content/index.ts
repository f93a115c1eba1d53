// Every demo tenant that `seed/write-tenant.ts` writes on first start in demo mode.
import { bigmenuTenant } from './bigmenu.js';
import { demoTenant } from './demo.js';
import { lavashTenant } from './lavash.js';
import type { SeedTenant } from './types.js';

export { bigmenuTenant, buildBigmenuTenant } from './bigmenu.js';
export { demoTenant } from './demo.js';
export { lavashTenant } from './lavash.js';
export type * from './types.js';

export const seedTenants: SeedTenant[] = [demoTenant, lavashTenant, bigmenuTenant];
