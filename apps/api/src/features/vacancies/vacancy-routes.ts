import { IdParamSchema, VacancyListSchema, VacancySchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { registerStaffApplicationRoutes } from './staff-application-routes.js';
import { toVacancy } from './to-vacancy.js';
import { registerVacancyApplyRoutes } from './vacancy-apply-routes.js';
import { findVacancy, listVacancies } from './vacancy-repository.js';

export function registerVacancyRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/vacancies',
    summary: 'Open vacancies of the tenant, newest first',
    tag: 'vacancies',
    merchant: true,
    response: VacancyListSchema,
    async handler({ merchant }) {
      return (await listVacancies(db(), merchant.id)).map(toVacancy);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/vacancies/:id',
    summary: 'One open vacancy of the tenant',
    tag: 'vacancies',
    merchant: true,
    params: IdParamSchema,
    response: VacancySchema,
    async handler({ merchant, params }) {
      const row = await findVacancy(db(), merchant.id, params.id);
      if (!row) throw new AppError(404, 'NOT_FOUND', { id: params.id });
      return toVacancy(row);
    },
  });

  registerVacancyApplyRoutes(app, docs);
  registerStaffApplicationRoutes(app, docs);
}
