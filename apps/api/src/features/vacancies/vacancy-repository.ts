import { type Database, tables, type VacancyRow } from '@dastarkhan/db';
import { and, desc, eq } from 'drizzle-orm';

const { vacancies } = tables;

/** Open vacancies of one tenant; an inactive vacancy is a closed one and is never shown. */
const visible = (merchantId: number) =>
  and(eq(vacancies.merchantId, merchantId), eq(vacancies.isActive, true));

/** Newest first; the id breaks ties between vacancies created in one transaction. */
export function listVacancies(db: Database, merchantId: number) {
  return db
    .select()
    .from(vacancies)
    .where(visible(merchantId))
    .orderBy(desc(vacancies.createdDate), desc(vacancies.id));
}

export async function findVacancy(db: Database, merchantId: number, id: number): Promise<VacancyRow | null> {
  const [row] = await db
    .select()
    .from(vacancies)
    .where(and(visible(merchantId), eq(vacancies.id, id)));
  return row ?? null;
}
