import { type Database, type MerchantRow, tables } from '@dastarkhan/db';
import { and, eq, sql } from 'drizzle-orm';

const { merchants } = tables;

const live = and(eq(merchants.isActive, true), eq(merchants.deleted, false));

export async function findMerchantById(db: Database, id: number): Promise<MerchantRow | null> {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, id), live));
  return row ?? null;
}

export async function findMerchantBySub(db: Database, sub: string): Promise<MerchantRow | null> {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(sql`lower(${merchants.sub}) = ${sub.toLowerCase()}`, live));
  return row ?? null;
}

/** The tenant that took this host name as its own domain (issue 17). */
export async function findMerchantByDomain(db: Database, host: string): Promise<MerchantRow | null> {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(sql`lower(${merchants.domain}) = ${host.toLowerCase()}`, live));
  return row ?? null;
}
