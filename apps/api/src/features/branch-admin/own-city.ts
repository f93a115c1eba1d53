import { type Database, tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';

/** 404 unless the city is the merchant's: another tenant's city looks like no city at all. */
export async function assertOwnCity(db: Database, merchantId: number, cityId: number) {
  const [city] = await db
    .select({ id: tables.cities.id })
    .from(tables.cities)
    .where(and(eq(tables.cities.id, cityId), eq(tables.cities.merchantId, merchantId)));
  if (!city) throw new AppError(404, 'CITY_NOT_FOUND', { id: cityId }, 'cityId');
}
