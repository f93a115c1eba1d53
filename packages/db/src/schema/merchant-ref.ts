import { integer } from 'drizzle-orm/pg-core';
import { merchants } from './tenants.js';

/**
 * The tenant a row belongs to: every tenant's table carries it, and deleting a merchant deletes
 * its rows. Its own file, not columns.ts: it needs the merchants table, and tenants.ts needs
 * columns.ts (tenants.ts writes the reference out instead of importing this).
 */
export const merchantRef = () =>
  integer()
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
