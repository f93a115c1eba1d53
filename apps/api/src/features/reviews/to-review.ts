import { LanguageSchema, type Review } from '@dastarkhan/domain';
import type { ReviewRow } from './review-repository.js';

/**
 * The review as a product page shows it. The author is the reviewer's current first name when
 * the review is tied to an account that has one, else the name stored with the review, else
 * null ("anonymous"). A deleted account shows no name. The reviewer's account id is never
 * published: reviews are public, ids are not.
 */
export function toReview(row: ReviewRow): Review {
  const deleted = row.userId !== null && row.userDeletedAt !== null;
  const firstName = row.userFirstName?.trim() || null;
  const storedName = row.authorName?.trim() || null;
  return {
    id: row.id,
    productId: row.productId,
    userId: null,
    authorName: deleted ? null : (firstName ?? storedName),
    grade: row.grade,
    text: row.text,
    language: LanguageSchema.safeParse(row.language).data ?? null,
    createdDate: row.createdDate.toISOString(),
  };
}
