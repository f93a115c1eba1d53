import { type BranchRow, type Database, tables } from '@dastarkhan/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

const { branches, halls, diningTables } = tables;

const visible = (merchantId: number) =>
  and(eq(branches.merchantId, merchantId), eq(branches.isActive, true), eq(branches.deleted, false));

export function listBranches(db: Database, merchantId: number, cityId?: number) {
  return db
    .select()
    .from(branches)
    .where(cityId ? and(visible(merchantId), eq(branches.cityId, cityId)) : visible(merchantId))
    .orderBy(desc(branches.isMain), asc(branches.id));
}

export async function findBranch(db: Database, merchantId: number, id: number): Promise<BranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(visible(merchantId), eq(branches.id, id)));
  return row ?? null;
}

/** Halls with their tables, for dine-in and booking. */
export async function loadHalls(db: Database, branchIds: number[]) {
  if (branchIds.length === 0) return new Map<number, HallView[]>();
  const [hallRows, tableRows] = await Promise.all([
    db.select().from(halls).where(inArray(halls.branchId, branchIds)).orderBy(asc(halls.id)),
    db
      .select()
      .from(diningTables)
      .where(inArray(diningTables.branchId, branchIds))
      .orderBy(asc(diningTables.id)),
  ]);
  const byBranch = new Map<number, HallView[]>();
  for (const hall of hallRows) {
    const view: HallView = {
      id: hall.id,
      name: hall.name,
      tables: tableRows
        .filter((t) => t.hallId === hall.id)
        .map((t) => ({ id: t.id, name: t.name, chairs: t.chairs })),
    };
    byBranch.set(hall.branchId, [...(byBranch.get(hall.branchId) ?? []), view]);
  }
  return byBranch;
}

export interface HallView {
  id: number;
  name: { uz: string; ru: string; eng: string };
  tables: Array<{ id: number; name: string; chairs: number }>;
}
