import { tables } from '@dastarkhan/db';
import { IdParamSchema, VacancyApplicationCreateSchema, VacancyApplicationSchema } from '@dastarkhan/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { defineRoute } from '../../http/define-route.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { notifyStaffInbox } from '../staff-inbox/index.js';
import { findVacancy } from './vacancy-repository.js';

const { vacancyApplications } = tables;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Applications one client address may send per hour: config.applyPerIpPerHour
// (APPLY_IP_LIMIT_PER_HOUR, 10 by default — an office or a café's Wi-Fi shares one address).
/** Applications one phone may send per day, to any vacancy of the tenant. */
export const APPLICATIONS_PER_PHONE_PER_DAY = 5;
/** A second application of the same phone to the same vacancy within this time is a repeat. */
export const REPEAT_WINDOW_MS = 30 * DAY_MS;

/**
 * A job seeker answers a vacancy (decision 015): guests may apply (a cook need not be a
 * customer); a signed-in applicant's account is linked. The vacancy must be an open one of this
 * tenant, with the tenant's vacancies switch on.
 */
export function registerVacancyApplyRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/support/v1/vacancies/:id/applications',
    summary:
      'Apply for an open vacancy of the tenant: name, phone 998XXXXXXXXX, message; bearer token optional',
    tag: 'vacancies',
    merchant: true,
    params: IdParamSchema,
    body: VacancyApplicationCreateSchema,
    response: VacancyApplicationSchema,
    async handler({ merchant, params, body, request, reply }) {
      // A token, when sent, must be good: the application is then linked to the account.
      const auth = request.headers.authorization ? await authenticate(request, merchant) : null;
      const settings = await cachedMerchantSettings(app, merchant.id);
      if (!settings.vacanciesActive) throw new AppError(403, 'VACANCIES_DISABLED');
      const vacancy = await findVacancy(db, merchant.id, params.id);
      if (!vacancy) throw new AppError(404, 'VACANCY_NOT_FOUND', { id: params.id }, 'id');

      const now = app.deps.now();
      const byIp = await hitRateLimit(db, `vacancy-apply-ip:${request.ip}`, {
        limit: app.deps.config.applyPerIpPerHour,
        windowMs: HOUR_MS,
        now,
      });
      if (!byIp) throw new AppError(429, 'RATE_LIMITED');

      const row = await db.transaction(async (tx) => {
        // One phone's applications are checked and written one at a time, across processes.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`vacancy-apply:${merchant.id}:${body.phone}`}))`,
        );
        const [repeat] = await tx
          .select({ id: vacancyApplications.id })
          .from(vacancyApplications)
          .where(
            and(
              eq(vacancyApplications.merchantId, merchant.id),
              eq(vacancyApplications.vacancyId, vacancy.id),
              eq(vacancyApplications.phone, body.phone),
              gt(vacancyApplications.createdDate, new Date(now.getTime() - REPEAT_WINDOW_MS)),
            ),
          )
          .limit(1);
        if (repeat) throw new AppError(409, 'VACANCY_ALREADY_APPLIED', {}, 'phone');
        const [today] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(vacancyApplications)
          .where(
            and(
              eq(vacancyApplications.merchantId, merchant.id),
              eq(vacancyApplications.phone, body.phone),
              gt(vacancyApplications.createdDate, new Date(now.getTime() - DAY_MS)),
            ),
          );
        if ((today?.n ?? 0) >= APPLICATIONS_PER_PHONE_PER_DAY) throw new AppError(429, 'RATE_LIMITED');
        const [inserted] = await tx
          .insert(vacancyApplications)
          .values({
            merchantId: merchant.id,
            vacancyId: vacancy.id,
            userId: auth?.user.id ?? null,
            name: body.name,
            phone: body.phone,
            message: body.message,
            createdDate: now,
          })
          .returning();
        await notifyStaffInbox(tx, {
          merchantId: merchant.id,
          branchId: vacancy.branchId,
          kind: 'VACANCY_APPLICATION',
          id: inserted!.id,
        });
        return inserted!;
      });
      reply.status(201);
      return { id: row.id, vacancyId: row.vacancyId, createdDate: row.createdDate.toISOString() };
    },
  });
}
