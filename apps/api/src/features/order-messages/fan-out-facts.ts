import { type OrderItemRow, tables } from '@dastarkhan/db';
import type { Multilingual, StatusSmsSettings } from '@dastarkhan/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadPrivateSettings, type PrivateSettings } from '../../http/merchant-settings.js';
import { loadStatusSms } from '../operator-settings/index.js';

const { orderItems, branches, pushSubscriptions, users } = tables;

export type OrderLine = Pick<OrderItemRow, 'name' | 'count' | 'modifications'>;

export interface StaffPushSubscription {
  id: number;
  lang: string;
  role: string;
  branchIds: number[] | null;
}

/**
 * What the channels read beside the event itself, for a whole batch of order events at once
 * (decision 054): the tenant's settings and staff subscriptions once per merchant, the order
 * lines, customers' subscriptions and branch names of all the batch's orders in one statement
 * each, on first use. A fan-out of one event is a batch of one. Nothing outlives the batch, so
 * a setting saved between two batches applies to the next one, as before.
 */
export interface FanOutFacts {
  privateSettings(merchantId: number): Promise<PrivateSettings>;
  statusSms(merchantId: number): Promise<StatusSmsSettings>;
  staffPushSubscriptions(merchantId: number): Promise<StaffPushSubscription[]>;
  customerPushSubscriptions(merchantId: number, userId: number): Promise<{ id: number; lang: string }[]>;
  orderLines(orderId: number): Promise<OrderLine[]>;
  branchName(branchId: number): Promise<Multilingual | null>;
}

/** The batch's orders: whose lines, customers and branches may be asked for. */
export interface FanOutBatch {
  orderIds: number[];
  customerIds: number[];
  branchIds: number[];
}

function memo<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const known = new Map<K, Promise<V>>();
  return (key) => {
    let value = known.get(key);
    if (!value) {
      value = load(key);
      known.set(key, value);
    }
    return value;
  };
}

/** Loads the whole batch's rows on the first call, then answers from them. */
function once<V>(load: () => Promise<V>): () => Promise<V> {
  let value: Promise<V> | null = null;
  return () => {
    value ??= load();
    return value;
  };
}

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

export function createFanOutFacts(app: FastifyInstance, batch: FanOutBatch): FanOutFacts {
  const { db } = app.deps;
  const lines = once(async () =>
    groupBy(
      batch.orderIds.length === 0
        ? []
        : await db
            .select({
              orderId: orderItems.orderId,
              name: orderItems.name,
              count: orderItems.count,
              modifications: orderItems.modifications,
            })
            .from(orderItems)
            .where(inArray(orderItems.orderId, batch.orderIds))
            .orderBy(orderItems.id),
      (row) => row.orderId,
    ),
  );
  const customerSubscriptions = once(async () =>
    groupBy(
      batch.customerIds.length === 0
        ? []
        : await db
            .select({
              id: pushSubscriptions.id,
              lang: pushSubscriptions.lang,
              merchantId: pushSubscriptions.merchantId,
              userId: pushSubscriptions.userId,
            })
            .from(pushSubscriptions)
            .where(
              and(
                eq(pushSubscriptions.audience, 'customer'),
                inArray(pushSubscriptions.userId, batch.customerIds),
              ),
            )
            .orderBy(pushSubscriptions.id),
      (row) => `${row.merchantId}:${row.userId}`,
    ),
  );
  const branchNames = once(async () =>
    batch.branchIds.length === 0
      ? new Map<number, Multilingual>()
      : new Map(
          (
            await db
              .select({ id: branches.id, name: branches.name })
              .from(branches)
              .where(inArray(branches.id, batch.branchIds))
          ).map((row) => [row.id, row.name as Multilingual]),
        ),
  );
  return {
    privateSettings: memo((merchantId) => loadPrivateSettings(app, merchantId)),
    statusSms: memo((merchantId) => loadStatusSms(app, merchantId)),
    staffPushSubscriptions: memo((merchantId) =>
      db
        .select({
          id: pushSubscriptions.id,
          lang: pushSubscriptions.lang,
          role: users.role,
          branchIds: users.branchIds,
        })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(
          and(
            eq(pushSubscriptions.merchantId, merchantId),
            eq(pushSubscriptions.audience, 'staff'),
            eq(users.merchantId, merchantId),
            eq(users.isActive, true),
            isNull(users.deletedAt),
          ),
        ),
    ),
    async customerPushSubscriptions(merchantId, userId) {
      return ((await customerSubscriptions()).get(`${merchantId}:${userId}`) ?? []).map(({ id, lang }) => ({
        id,
        lang,
      }));
    },
    async orderLines(orderId) {
      return (await lines()).get(orderId) ?? [];
    },
    async branchName(branchId) {
      return (await branchNames()).get(branchId) ?? null;
    },
  };
}
