import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/scalars.js';

/** What a staff change touched (issue 17): the audit log's `entity`, and its filter in the console. */
export const AUDIT_ENTITIES = [
  'group',
  'category',
  'product',
  'option-group',
  'option',
  'photo',
  'branch',
  'zone',
  'hall',
  'table',
  'promo',
  'cashback',
  'page',
  'vacancy',
  'settings',
  'credentials',
  'domain',
  'staff',
  'merchant',
  'message',
] as const;
export const AuditEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof AuditEntitySchema>;

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'reorder',
  'import',
  'bulk',
  'retry',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** One entry as `/console/audit` shows it: before → after hold only the fields that changed. */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  entity: AuditEntitySchema,
  entityId: z.string().nullable(),
  action: AuditActionSchema,
  /** Who: null for a command run on the server (merchant:create) or a member of staff since removed. */
  user: z.object({ id: IdSchema, name: z.string(), phone: z.string().nullable() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdDate: IsoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** How a secret appears anywhere outside the server: whether it is set and its last four characters. */
export function maskSecret(value: string | null | undefined): string | null {
  if (!value) return null;
  // A short value (a 4-digit service id) would be shown whole: then only that it is set.
  return value.length >= 10 ? `…${value.slice(-4)}` : '…';
}

/** `GET /users/v1/operator/audit?entity=&page=&size=`: newest first, one entity or all. */
export const AuditQuerySchema = z.object({
  entity: z.preprocess((s) => (s === '' ? undefined : s), AuditEntitySchema.optional()),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  content: z.array(AuditEntrySchema),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
