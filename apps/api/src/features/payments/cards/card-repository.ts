import { type CardRow, type Database, tables } from '@dastarkhan/db';
import type { Card } from '@dastarkhan/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';

const { cards } = tables;

/** A saved card as the client sees it: masked number and expiry only (spec §3 fields nulled). */
export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    name: row.name,
    number: row.maskedNumber,
    expire: row.expire,
    cvv: null,
    time: null,
    phone: null,
    code: null,
    isVerified: row.isVerified,
    type: 'PAYME',
  };
}

export async function listVerifiedCards(
  db: Database,
  merchantId: number,
  userId: number,
): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.merchantId, merchantId),
        eq(cards.userId, userId),
        eq(cards.isVerified, true),
        isNull(cards.deletedAt),
      ),
    )
    .orderBy(asc(cards.id));
}

/** One of the user's own cards (another's is "not found", as if it did not exist). */
export async function findOwnCard(
  db: Database,
  merchantId: number,
  userId: number,
  id: number,
): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.merchantId, merchantId),
        eq(cards.userId, userId),
        eq(cards.id, id),
        isNull(cards.deletedAt),
      ),
    );
  return row ?? null;
}
