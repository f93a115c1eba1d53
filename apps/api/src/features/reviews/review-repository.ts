import { type Database, tables } from '@dastarkhan/db';
import type { Language } from '@dastarkhan/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';

const { reviews, users } = tables;

export interface ReviewRow {
  id: number;
  productId: number;
  userId: number | null;
  authorName: string | null;
  grade: number;
  text: string | null;
  language: string | null;
  createdDate: Date;
  /** The reviewer's account, when the review was written by a user of this tenant. */
  userFirstName: string | null;
  userDeletedAt: Date | null;
}

/** One page of a product's reviews, newest first (the id breaks ties), and how many there are. */
export async function pageOfReviews(
  db: Database,
  merchantId: number,
  productId: number,
  page: { page: number; size: number; lang?: Language | undefined },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(eq(reviews.merchantId, merchantId), eq(reviews.productId, productId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        userId: reviews.userId,
        authorName: reviews.authorName,
        grade: reviews.grade,
        text: reviews.text,
        language: reviews.language,
        createdDate: reviews.createdDate,
        userFirstName: users.firstName,
        userDeletedAt: users.deletedAt,
      })
      .from(reviews)
      .leftJoin(users, and(eq(users.id, reviews.userId), eq(users.merchantId, reviews.merchantId)))
      .where(where)
      .orderBy(
        // The reader's language first, then the rest, each newest first.
        ...(page.lang ? [sql`(${reviews.language} = ${page.lang}) desc nulls last`] : []),
        desc(reviews.createdDate),
        desc(reviews.id),
      )
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
