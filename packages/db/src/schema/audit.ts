import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { merchantRef } from './merchant-ref.js';

/**
 * Every staff change to the menu, branches, zones, promos, settings, staff and credentials
 * (issue 17): who, when, what it was before and after. Secrets are stored masked, never whole.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    merchantId: merchantRef(),
    /** null once the member of staff is gone, or for a change made by a command (merchant:create). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was changed: product, category, group, option-group, branch, zone, promo, settings, … */
    entity: text().notNull(),
    entityId: text(),
    action: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdDate: createdAt(),
  },
  (t) => [index('audit_log_merchant_idx').on(t.merchantId, t.id)],
);
