import { tables } from '@dastarkhan/db';
import { type AuditEntry, AuditPageSchema, AuditQuerySchema } from '@dastarkhan/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';

const { auditLog, users } = tables;

/** `/console/audit` (issue 17): every staff change of the tenant, newest first (OWNER). */
export function registerAuditRoutes(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/audit',
    summary: 'The audit log: who changed what, when, before → after (secrets masked), newest first (OWNER)',
    tag: 'staff',
    merchant: true,
    auth: true,
    query: AuditQuerySchema,
    response: AuditPageSchema,
    async handler({ merchant, auth, query }) {
      requireStaff(auth, 'audit.read');
      const { db } = app.deps;
      const where: SQL[] = [eq(auditLog.merchantId, merchant.id)];
      if (query.entity) where.push(eq(auditLog.entity, query.entity));
      const [total] = await db
        .select({ n: count() })
        .from(auditLog)
        .where(and(...where));
      const rows = await db
        .select({
          entry: auditLog,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(query.size)
        .offset(query.page * query.size);
      const content = rows.map(({ entry, userId, firstName, lastName, phone }) => ({
        id: entry.id,
        entity: entry.entity as AuditEntry['entity'],
        entityId: entry.entityId,
        action: entry.action as AuditEntry['action'],
        user:
          userId === null
            ? null
            : { id: userId, name: [firstName, lastName].filter(Boolean).join(' '), phone: phone ?? null },
        before: entry.before,
        after: entry.after,
        createdDate: entry.createdDate.toISOString(),
      }));
      const totalElements = total?.n ?? 0;
      return {
        content,
        page: query.page,
        size: query.size,
        totalElements,
        totalPages: Math.ceil(totalElements / query.size),
      };
    },
  });
}
