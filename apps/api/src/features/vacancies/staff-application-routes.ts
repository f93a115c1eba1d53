import { tables } from '@dastarkhan/db';
import {
  HandledChangeSchema,
  IdParamSchema,
  InboxPageQuerySchema,
  StaffVacancyApplicationPageSchema,
  StaffVacancyApplicationSchema,
} from '@dastarkhan/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { assertBranch, requireStaff } from '../../http/staff-access.js';
import { branchScope, notifyStaffInbox } from '../staff-inbox/index.js';
import { loadStaffApplications } from './staff-applications.js';

const { vacancyApplications, vacancies } = tables;

/** The console's job applications inbox (issue 16): read, and mark handled (who and when). */
export function registerStaffApplicationRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/operator/vacancy-applications',
    summary:
      'Job applications, newest first, paged; handled=true|false filters; a limited member of staff sees their branches’ vacancies and the merchant-wide ones',
    tag: 'operator',
    merchant: true,
    auth: true,
    query: InboxPageQuerySchema,
    response: StaffVacancyApplicationPageSchema,
    async handler({ merchant, auth, query }) {
      const staff = requireStaff(auth, 'inbox');
      const where = and(
        eq(vacancyApplications.merchantId, merchant.id),
        branchScope(staff, vacancies.branchId, { branchId: query.branchId, nullable: true }),
        ...(query.handled === undefined
          ? []
          : [
              query.handled
                ? isNotNull(vacancyApplications.handledAt)
                : isNull(vacancyApplications.handledAt),
            ]),
      );
      const { content, total } = await loadStaffApplications(db, where, query);
      return {
        content,
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/support/v1/operator/vacancy-applications/:id/handled',
    summary: 'Mark a job application handled (the first marker and time are kept) or back to unhandled',
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: HandledChangeSchema,
    response: StaffVacancyApplicationSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'inbox');
      const mine = and(
        eq(vacancyApplications.merchantId, merchant.id),
        eq(vacancyApplications.id, params.id),
      );
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: vacancyApplications.id, branchId: vacancies.branchId })
          .from(vacancyApplications)
          .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
          .where(mine)
          .for('update', { of: vacancyApplications });
        if (!row) throw new AppError(404, 'VACANCY_APPLICATION_NOT_FOUND');
        if (row.branchId !== null) assertBranch(staff, row.branchId);
        const now = app.deps.now().toISOString();
        await tx
          .update(vacancyApplications)
          .set(
            body.handled
              ? // Two staff marking at once: the first one's name and time stay.
                {
                  handledAt: sql`coalesce(${vacancyApplications.handledAt}, ${now}::timestamptz)`,
                  handledBy: sql`coalesce(${vacancyApplications.handledBy}, ${staff.userId}::int)`,
                }
              : { handledAt: null, handledBy: null },
          )
          .where(eq(vacancyApplications.id, row.id));
        await notifyStaffInbox(tx, {
          merchantId: merchant.id,
          branchId: row.branchId,
          kind: 'VACANCY_APPLICATION',
          id: row.id,
        });
      });
      const { content } = await loadStaffApplications(db, mine, { page: 0, size: 1 });
      return content[0];
    },
  });
}
