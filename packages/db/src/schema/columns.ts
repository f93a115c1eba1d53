import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders. Column names come from the camelCase keys through drizzle's
// `casing: 'snake_case'` (set both in drizzle.config.ts and in the client factory).

export type Text = { uz: string; ru: string; eng: string };

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const text3 = () => jsonb().$type<Text>().notNull();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Money is always integer so'm (or tiyin where a column says so). */
export const som = () => integer().notNull().default(0);
