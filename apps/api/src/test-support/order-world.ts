import type { Product } from '@dastarkhan/domain';
import { afterAll } from 'vitest';
import { loginByPhone } from './accounts.js';
import { branchIds, MONDAY_NOON, menuOf } from './orders.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The demo tenant's seeded operator (packages/db seed-database.ts). */
const DEMO_OPERATOR_PHONE = '998900000001';

export interface OrderWorld {
  t: TestApp;
  /** The tenants' ids as `merchant` header values. */
  demo: string;
  lavash: string;
  /** The demo tenant's public menu and its branches by English name. */
  menu: Product[];
  branches: Record<string, number>;
  chilonzor: number;
}

/**
 * What the tests that place orders start from: the app on a private copy of the template
 * database, its clock (`now`, Monday noon unless the file moves it), the demo and lavash
 * tenants, the demo menu and its Chilanzar branch; with `operator: true`, the token of a signed-in
 * operator. Awaited at the top of a test file; the app is closed after the file's tests.
 */
export async function orderWorld(options?: {
  env?: Record<string, string>;
  now?: () => Date;
  operator?: false;
  jobs?: boolean;
}): Promise<OrderWorld>;
export async function orderWorld(options: {
  env?: Record<string, string>;
  now?: () => Date;
  operator: true;
  jobs?: boolean;
}): Promise<OrderWorld & { operator: string }>;
export async function orderWorld({
  env = {},
  now = () => MONDAY_NOON,
  operator = false,
  jobs = false,
}: {
  env?: Record<string, string>;
  now?: () => Date;
  operator?: boolean;
  /** Start the job engine (messages, clock jobs). */
  jobs?: boolean;
} = {}) {
  const t = await createTestApp(env, { now, jobs });
  afterAll(() => t.close());
  const demo = String(await t.merchantId('demo'));
  const lavash = String(await t.merchantId('lavash'));
  const menu = await menuOf(t, demo);
  const branches = await branchIds(t, demo);
  const world: OrderWorld = { t, demo, lavash, menu, branches, chilonzor: branches['Dastarkhan Chilanzar']! };
  return operator ? { ...world, operator: (await loginByPhone(t, demo, DEMO_OPERATOR_PHONE)).token } : world;
}
