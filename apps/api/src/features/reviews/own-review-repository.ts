import { type Database, tables } from '@dastarkhan/db';
import {
  isReviewableStatus,
  type Language,
  type OrderReviewLines,
  type OrderStatus,
  type Review,
} from '@dastarkhan/domain';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';

const { orders, orderItems, reviews, products } = tables;

interface Owner {
  merchantId: number;
  userId: number;
}

/**
 * The lines of one of my orders with my review of each. Another user's order, or another
 * tenant's, is ORDER_NOT_FOUND, as if it did not exist.
 */
export async function orderReviewLines(db: Database, who: Owner, orderId: number): Promise<OrderReviewLines> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, who.merchantId), eq(orders.userId, who.userId)));
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', { id: orderId });
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      productId: products.id,
      name: orderItems.name,
      count: orderItems.count,
      reviewId: reviews.id,
      grade: reviews.grade,
      text: reviews.text,
      createdDate: reviews.createdDate,
    })
    .from(orderItems)
    // A product deleted since (or moved to another tenant's catalogue by mistake) cannot be rated.
    .leftJoin(products, and(eq(products.id, orderItems.productId), eq(products.merchantId, who.merchantId)))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const status = order.status as OrderStatus;
  return {
    orderId: order.id,
    status,
    received: isReviewableStatus(status),
    lines: rows.map((row) => ({
      orderItemId: row.orderItemId,
      productId: row.productId,
      name: row.name,
      count: row.count,
      review:
        row.reviewId !== null && row.grade !== null && row.createdDate !== null
          ? { id: row.reviewId, grade: row.grade, text: row.text, createdDate: row.createdDate.toISOString() }
          : null,
    })),
  };
}

/**
 * Writes my review of one line of one of my received orders. The checks and the insert are one
 * statement each; the unique index on `order_item_id` decides between two concurrent attempts:
 * the second inserts nothing and is told REVIEW_ALREADY_EXISTS.
 */
export async function writeReview(
  db: Database,
  who: Owner & { authorName: string | null; language: Language },
  input: { orderItemId: number; grade: number; text: string | null },
): Promise<Review> {
  const [line] = await db
    .select({ productId: products.id, status: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, and(eq(products.id, orderItems.productId), eq(products.merchantId, who.merchantId)))
    .where(
      and(
        eq(orderItems.id, input.orderItemId),
        eq(orderItems.merchantId, who.merchantId),
        eq(orders.merchantId, who.merchantId),
        eq(orders.userId, who.userId),
      ),
    );
  if (!line) throw new AppError(404, 'ORDER_ITEM_NOT_FOUND', { id: input.orderItemId }, 'orderItemId');
  if (!isReviewableStatus(line.status as OrderStatus)) {
    throw new AppError(409, 'REVIEW_ORDER_NOT_RECEIVED', { status: line.status }, 'orderItemId');
  }
  if (line.productId === null) throw new AppError(404, 'PRODUCT_NOT_FOUND', {}, 'orderItemId');
  const [row] = await db
    .insert(reviews)
    .values({
      merchantId: who.merchantId,
      productId: line.productId,
      userId: who.userId,
      orderItemId: input.orderItemId,
      authorName: who.authorName,
      grade: input.grade,
      text: input.text,
      language: who.language,
    })
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning();
  if (!row) throw new AppError(409, 'REVIEW_ALREADY_EXISTS', {}, 'orderItemId');
  return {
    id: row.id,
    productId: row.productId,
    // Reviews are public; account ids are not (to-review.ts).
    userId: null,
    authorName: row.authorName,
    grade: row.grade,
    text: row.text,
    language: who.language,
    createdDate: row.createdDate.toISOString(),
  };
}
