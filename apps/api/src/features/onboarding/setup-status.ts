import { type Database, tables } from '@dastarkhan/db';
import {
  DEFAULT_PRIMARY_COLOR,
  type MerchantSettings,
  SETUP_STEPS,
  type SetupStatus,
  type SetupStep,
} from '@dastarkhan/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { loadOfferedPaymentTypes } from '../payment-types/index.js';

const { branches, categories, merchants, productBranches, products } = tables;

/** The tenant's first branch (the checklist edits this one); deleted ones do not count. */
export async function firstBranch(db: Database, merchantId: number) {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
    .orderBy(sql`${branches.isMain} desc`, asc(branches.id))
    .limit(1);
  return row ?? null;
}

/**
 * Each step of the go-live checklist, judged from the database as it is now (decision 029), so
 * a step done on any screen — the checklist's own forms, the menu, branches or settings — counts.
 */
export async function loadSetupStatus(
  db: Database,
  merchantId: number,
  settings: MerchantSettings,
): Promise<SetupStatus> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  const isDefault = (color: string | null | undefined) =>
    !color || color.toUpperCase() === DEFAULT_PRIMARY_COLOR.toUpperCase();
  const branding =
    Boolean(merchant!.logo || settings.logo) || !isDefault(merchant!.color) || !isDefault(settings.mainColor);

  const hours = await count(
    db,
    sql`
    select count(*)::int as n from ${branches}
    where ${branches.merchantId} = ${merchantId} and ${branches.deleted} = false and ${branches.isActive} = true
      and exists (select 1 from jsonb_array_elements(${branches.workHours}) h where (h->>'isWorking')::boolean)`,
  );

  // A product the storefront shows: active, not archived, in a shown category (and group), sold at a live branch.
  const menu = await count(
    db,
    sql`
    select count(*)::int as n from ${products} p
    join ${categories} c on c.id = p.category_id and c.is_active
    left join menu_groups g on g.id = c.group_id
    where p.merchant_id = ${merchantId} and p.active and not p.archived and (g.id is null or g.is_active)
      and exists (
        select 1 from ${productBranches} pb join ${branches} b on b.id = pb.branch_id
        where pb.product_id = p.id and pb.is_active and not b.deleted and b.is_active)`,
  );

  const payment = (await loadOfferedPaymentTypes(db, merchantId, settings, 'WEB')).length > 0;
  const done: Record<SetupStep, boolean> = {
    branding,
    branch: hours > 0,
    menu: menu > 0,
    payment,
  };
  const branch = await firstBranch(db, merchantId);
  const working = branch?.workHours.find((h) => h.isWorking);
  return {
    live: merchant!.live,
    steps: SETUP_STEPS.map((step) => ({ step, done: done[step] })),
    ready: SETUP_STEPS.every((step) => done[step]),
    color:
      settings.mainColor && /^#[0-9a-f]{6}$/i.test(settings.mainColor) ? settings.mainColor : merchant!.color,
    branch: branch
      ? {
          id: branch.id,
          name: branch.name.uz || branch.name.ru || branch.name.eng,
          address: branch.address,
          open: working?.open ?? branch.open,
          close: working?.close ?? branch.close,
        }
      : null,
  };
}

async function count(db: Database, query: SQL): Promise<number> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}
