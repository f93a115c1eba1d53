import { type Database, tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';

const { products } = tables;

/** Whether the product is one of the tenant's (reviews and favourites refuse another's). */
export async function productBelongsTo(db: Database, merchantId: number, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)));
  return row !== undefined;
}
