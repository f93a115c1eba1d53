import { type Database, tables, type UserRow } from '@dastarkhan/db';
import { and, eq, isNull } from 'drizzle-orm';

const { users } = tables;

export async function findUserByPhone(
  db: Database,
  merchantId: number,
  phone: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.phone, phone), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * The user of this phone at this merchant, created on first login. Two first logins at the same
 * moment meet at the unique (merchant, phone) index; the loser reads the winner's row.
 */
export async function findOrCreateUserByPhone(
  db: Database,
  merchantId: number,
  phone: string,
  language: string,
): Promise<UserRow> {
  const existing = await findUserByPhone(db, merchantId, phone);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ merchantId, phone, language })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findUserByPhone(db, merchantId, phone))!;
}
