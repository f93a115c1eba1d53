import { tables } from '@dastarkhan/db';
import { TodayReportQuerySchema, TodayReportSchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import type { AuthContext } from '../../http/authenticate.js';
import { authenticate } from '../../http/authenticate.js';
import { defineRoute } from '../../http/define-route.js';
import { parseInput } from '../../http/parse-input.js';
import { requestLanguage } from '../../http/request-language.js';
import { resolveMerchant } from '../../http/resolve-merchant.js';
import { requireStaff } from '../../http/staff-access.js';
import { branchScope } from '../staff-inbox/index.js';
import { todayCsv } from './today-csv.js';
import { todayReport } from './today-report.js';

const { orders, branches } = tables;
const TODAY = '/api/orders/v1/operator/reports/today';

/** The console's "Today" (issue 16): the Tashkent day so far, per branch of mine; JSON or CSV. */
export function registerReportRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  const report = (merchantId: number, auth: AuthContext, branchId: number | undefined) => {
    const staff = requireStaff(auth, 'reports');
    const scope = {
      orders: branchScope(staff, orders.branchId, { branchId }),
      branches: branchScope(staff, branches.id, { branchId }),
    };
    return todayReport(db, merchantId, scope, app.deps.recordNow());
  };

  defineRoute(app, docs, {
    method: 'GET',
    url: TODAY,
    summary:
      'Today (Asia/Tashkent) per branch of mine: orders and revenue by service and payment type, cancellations by reason, median minutes to accept and to ready',
    tag: 'operator',
    merchant: true,
    auth: true,
    query: TodayReportQuerySchema,
    response: TodayReportSchema,
    async handler({ merchant, auth, query }) {
      return (await report(merchant.id, auth, query.branchId)).report;
    },
  });

  docs.add({
    method: 'GET',
    url: `${TODAY}.csv`,
    summary:
      'Today as a CSV download for Excel (UTF-8 with BOM): one row per branch × service type × payment type',
    tag: 'operator',
    merchant: true,
    query: TodayReportQuerySchema,
    raw: {
      contentType: 'text/csv; charset=utf-8',
      description:
        'CSV with a header row: date, branch_id, branch (in the Accept-Language language), service_type, payment_type, orders, revenue',
    },
  });
  app.get(`${TODAY}.csv`, async (request, reply) => {
    const merchant = await resolveMerchant(request);
    const auth = await authenticate(request, merchant);
    const query = parseInput(TodayReportQuerySchema, request.query, 'query');
    const { report: today, lines } = await report(merchant.id, auth, query.branchId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="today-${today.date}.csv"`)
      .header('cache-control', 'no-store')
      .send(todayCsv(today, lines, requestLanguage(request)));
  });
}
