import { type Executor, tables } from '@dastarkhan/db';
import type { StaffVacancyApplication } from '@dastarkhan/domain';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { vacancyApplications, vacancies, users } = tables;
const handler = alias(users, 'handler');

/** Applications as the console shows them: the vacancy's position and branch, who handled it. */
export async function loadStaffApplications(
  db: Executor,
  where: SQL | undefined,
  { page, size }: { page: number; size: number },
): Promise<{ content: StaffVacancyApplication[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: vacancyApplications,
        position: vacancies.position,
        branchId: vacancies.branchId,
        handlerName: handler.firstName,
      })
      .from(vacancyApplications)
      .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
      .leftJoin(handler, eq(handler.id, vacancyApplications.handledBy))
      .where(where)
      .orderBy(desc(vacancyApplications.createdDate), desc(vacancyApplications.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: count() })
      .from(vacancyApplications)
      .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
      .where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    content: rows.map(({ row, ...more }) => ({
      id: row.id,
      vacancyId: row.vacancyId,
      position: more.position,
      branchId: more.branchId,
      name: row.name,
      phone: row.phone,
      message: row.message,
      userId: row.userId,
      createdDate: row.createdDate.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      handledBy: row.handledBy === null ? null : { id: row.handledBy, name: more.handlerName },
    })),
  };
}
