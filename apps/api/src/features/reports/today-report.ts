import { type Executor, tables } from '@dastarkhan/db';
import {
  type PaymentType,
  PaymentTypeSchema,
  type ServiceType,
  ServiceTypeSchema,
  type TodayReport,
  tashkentDay,
  tashkentInstant,
} from '@dastarkhan/domain';
import { type AnyColumn, and, asc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';

const { orders, branches } = tables;
const DAY_MS = 24 * 60 * 60_000;

export type TodayBranch = TodayReport['branches'][number];
/** One branch × service type × payment type line of the day (not canceled orders). */
export interface TodayLine {
  branchId: number;
  serviceType: ServiceType;
  paymentType: PaymentType;
  orders: number;
  revenue: number;
}

/** Minutes from creation to a time stamp, as SQL, for the medians. */
const minutesTo = (column: AnyColumn) => sql`extract(epoch from (${column} - ${orders.createdDate})) / 60`;
const median = (column: AnyColumn) =>
  sql<number | null>`percentile_cont(0.5) within group (order by ${minutesTo(column)})`.mapWith((v) =>
    v === null ? null : Math.round(Number(v) * 10) / 10,
  );

const rank =
  <T extends string>(options: readonly T[]) =>
  (a: { key: T }, b: { key: T }) =>
    options.indexOf(a.key) - options.indexOf(b.key);

/**
 * The Tashkent calendar day of `now` so far, per branch of the scope (`branchScope` over
 * `orders.branchId` and `branches.id`): orders and revenue of the orders not canceled, by service
 * and payment type; cancellations by reason; median minutes to accept and to ready.
 */
export async function todayReport(
  db: Executor,
  merchantId: number,
  scope: { orders: SQL | undefined; branches: SQL | undefined },
  now: Date,
): Promise<{ report: TodayReport; lines: TodayLine[] }> {
  const date = tashkentDay(now);
  const start = tashkentInstant(date, '00:00');
  const today = and(
    eq(orders.merchantId, merchantId),
    gte(orders.createdDate, start),
    lt(orders.createdDate, new Date(start.getTime() + DAY_MS)),
    scope.orders,
  );
  const [branchRows, lineRows, cancelRows, medianRows] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false), scope.branches))
      .orderBy(asc(branches.id)),
    db
      .select({
        branchId: orders.branchId,
        serviceType: orders.serviceType,
        paymentType: orders.paymentType,
        orders: sql<number>`count(*)`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${orders.totalPrice}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(today, ne(orders.status, 'CANCELED')))
      .groupBy(orders.branchId, orders.serviceType, orders.paymentType),
    db
      .select({
        branchId: orders.branchId,
        reason: orders.reason,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(orders)
      .where(and(today, eq(orders.status, 'CANCELED')))
      .groupBy(orders.branchId, orders.reason),
    db
      .select({
        branchId: orders.branchId,
        toAccept: median(orders.acceptedTime),
        toReady: median(orders.readyTime),
      })
      .from(orders)
      .where(today)
      .groupBy(orders.branchId),
  ]);
  const lines = lineRows.map((row) => ({
    ...row,
    serviceType: row.serviceType as ServiceType,
    paymentType: row.paymentType as PaymentType,
  }));
  const report: TodayReport = {
    date,
    branches: branchRows.map((branch) => {
      const mine = lines.filter((l) => l.branchId === branch.id);
      const cancellations = cancelRows
        .filter((c) => c.branchId === branch.id)
        .map(({ reason, count }) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || String(a.reason).localeCompare(String(b.reason)));
      const medians = medianRows.find((m) => m.branchId === branch.id);
      return {
        branchId: branch.id,
        name: branch.name,
        orders: sum(mine, 'orders'),
        revenue: sum(mine, 'revenue'),
        canceled: cancellations.reduce((n, c) => n + c.count, 0),
        byServiceType: totalsBy(mine, 'serviceType', ServiceTypeSchema.options).map(({ key, ...t }) => ({
          serviceType: key,
          ...t,
        })),
        byPaymentType: totalsBy(mine, 'paymentType', PaymentTypeSchema.options).map(({ key, ...t }) => ({
          paymentType: key,
          ...t,
        })),
        cancellations,
        medianMinutesToAccept: medians?.toAccept ?? null,
        medianMinutesToReady: medians?.toReady ?? null,
      };
    }),
  };
  return { report, lines: lines.filter((l) => branchRows.some((b) => b.id === l.branchId)) };
}

function sum(lines: TodayLine[], field: 'orders' | 'revenue'): number {
  return lines.reduce((n, line) => n + line[field], 0);
}

function totalsBy<K extends 'serviceType' | 'paymentType'>(
  lines: TodayLine[],
  field: K,
  options: readonly TodayLine[K][],
): Array<{ key: TodayLine[K]; orders: number; revenue: number }> {
  const totals = new Map<TodayLine[K], { orders: number; revenue: number }>();
  for (const line of lines) {
    const total = totals.get(line[field]) ?? { orders: 0, revenue: 0 };
    total.orders += line.orders;
    total.revenue += line.revenue;
    totals.set(line[field], total);
  }
  return [...totals].map(([key, t]) => ({ key, ...t })).sort(rank(options));
}
