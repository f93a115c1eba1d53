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
] as const;
export const AuditEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof AuditEntitySchema>;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'archive', 'reorder', 'import', 'bulk'] as const;
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
  return `…${value.slice(-4)}`;
}
