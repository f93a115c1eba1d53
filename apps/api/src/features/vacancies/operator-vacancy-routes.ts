import { tables, type VacancyRow } from '@dastarkhan/db';
import {
  IdParamSchema,
  type OperatorVacancy,
  OperatorVacancySchema,
  VacancyActiveChangeSchema,
  type VacancyEdit,
  VacancyEditSchema,
} from '@dastarkhan/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError, badRequest } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { toVacancy } from './to-vacancy.js';

const { vacancies, branches } = tables;
const PHONE = /^998\d{9}$/;

function toOperatorVacancy(row: VacancyRow): OperatorVacancy {
  return { ...toVacancy(row), isActive: row.isActive, createdDate: row.createdDate.toISOString() };
}

const audited = (row: VacancyRow) => {
  const { createdDate: _c, lastModifiedDate: _m, merchantId: _merchant, ...rest } = row;
  return rest as Record<string, unknown>;
};

/** Vacancies in the console (decision 026): create, edit, close and reopen; 'marketing.edit'. */
export function registerOperatorVacancyRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  async function find(merchantId: number, id: number) {
    const [row] = await db()
      .select()
      .from(vacancies)
      .where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, id)));
    if (!row) throw new AppError(404, 'VACANCY_NOT_FOUND', { id }, 'id');
    return row;
  }

  /** The columns to write, or a 400 naming the field; a branch must be the merchant's own. */
  async function valid(merchantId: number, body: VacancyEdit) {
    if (!body.position.uz || !body.position.ru || !body.position.eng)
      throw badRequest('VACANCY_POSITION_REQUIRED', 'position');
    if (!body.responsible) throw badRequest('REQUIRED_FIELD', 'responsible');
    const phone = body.responsiblePhone.replace(/[\s()+-]/g, '');
    if (!PHONE.test(phone)) throw badRequest('PHONE_INVALID', 'responsiblePhone');
    if (body.salaryFrom && body.salaryTo && body.salaryFrom > body.salaryTo)
      throw badRequest('VACANCY_SALARY_RANGE', 'salaryTo');
    if (body.branchId !== null) {
      const [branch] = await db()
        .select({ id: branches.id })
        .from(branches)
        .where(
          and(
            eq(branches.merchantId, merchantId),
            eq(branches.id, body.branchId),
            eq(branches.deleted, false),
          ),
        );
      if (!branch) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: body.branchId }, 'branchId');
    }
    // The columns keep 0 for "not said" (the storefront shows it as negotiable).
    return {
      ...body,
      responsiblePhone: phone,
      salaryFrom: body.salaryFrom ?? 0,
      salaryTo: body.salaryTo ?? 0,
    };
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/operator/vacancies',
    summary: "The tenant's vacancies, open and closed, newest first",
    tag: 'staff',
    merchant: true,
    auth: true,
    response: z.array(OperatorVacancySchema),
    async handler({ merchant, auth }) {
      requireStaff(auth, 'marketing.edit');
      const rows = await db()
        .select()
        .from(vacancies)
        .where(eq(vacancies.merchantId, merchant.id))
        .orderBy(desc(vacancies.createdDate), desc(vacancies.id));
      return rows.map(toOperatorVacancy);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/support/v1/operator/vacancies',
    summary:
      'Opens a vacancy: position, requirements and description in uz/ru/eng, who to call, salary range',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: VacancyEditSchema,
    response: OperatorVacancySchema,
    async handler({ merchant, auth, body, reply }) {
      const staff = requireStaff(auth, 'marketing.edit');
      const values = await valid(merchant.id, body);
      const row = await db().transaction(async (tx) => {
        const [created] = await tx
          .insert(vacancies)
          .values({ merchantId: merchant.id, ...values })
          .returning();
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'vacancy', entityId: created!.id, action: 'create', after: audited(created!) },
        );
        return created!;
      });
      reply.code(201);
      return toOperatorVacancy(row);
    },
  });

  async function update(
    merchantId: number,
    userId: number,
    before: VacancyRow,
    set: Partial<typeof vacancies.$inferInsert>,
  ) {
    return db().transaction(async (tx) => {
      const [updated] = await tx
        .update(vacancies)
        .set({ ...set, lastModifiedDate: new Date() })
        .where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, before.id)))
        .returning();
      await recordAudit(
        tx,
        { merchantId, userId },
        {
          entity: 'vacancy',
          entityId: before.id,
          action: 'update',
          before: audited(before),
          after: audited(updated!),
        },
      );
      return toOperatorVacancy(updated!);
    });
  }

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/support/v1/operator/vacancies/:id',
    summary: 'Changes a vacancy: the same body as opening one, every field replaced',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: VacancyEditSchema,
    response: OperatorVacancySchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'marketing.edit');
      const before = await find(merchant.id, params.id);
      return update(merchant.id, staff.userId, before, await valid(merchant.id, body));
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/support/v1/operator/vacancies/:id/active',
    summary: 'Closes (isActive: false) or reopens a vacancy; a closed one leaves the storefront',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: VacancyActiveChangeSchema,
    response: OperatorVacancySchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'marketing.edit');
      const before = await find(merchant.id, params.id);
      return update(merchant.id, staff.userId, before, { isActive: body.isActive });
    },
  });
}
