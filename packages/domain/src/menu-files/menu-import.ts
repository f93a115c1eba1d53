import { z } from 'zod';
import { IdSchema } from '../common/scalars.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { ErrorCodeSchema } from '../messages/error-codes.js';

/**
 * The columns of a menu export, in order (decision 025). The header names are the fields of a
 * product write (`name.uz`, `costPrice`…), so an error in a row names its column exactly.
 * `id` and `externalKey` match a row with a product; `category` (the category's name) only helps
 * a person reading the file — the import goes by `categoryId`.
 */
export const MENU_COLUMNS = [
  'id',
  'externalKey',
  'categoryId',
  'category',
  'name.uz',
  'name.ru',
  'name.eng',
  'description.uz',
  'description.ru',
  'description.eng',
  'costPrice',
  'discount',
  'unit',
  'measure',
  'calorie',
  'timeCookingMin',
  'timeCookingMax',
  'labels',
  'mxicCode',
  'barcode',
  'maxCount',
  'eatsPrice',
  'enabledEats',
  'expressPrice',
  'enabledExpress',
  'active',
  'image',
] as const;
export type MenuColumn = (typeof MENU_COLUMNS)[number];

/** Columns the import reads; `id` and `category` only identify and explain. */
export const MENU_IMPORTED_COLUMNS: readonly MenuColumn[] = MENU_COLUMNS.filter(
  (c) => c !== 'id' && c !== 'category',
);

/** The biggest menu file the import reads. */
export const MENU_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const MENU_IMPORT_MAX_ROWS = 5000;

export const MenuExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

export const MenuImportQuerySchema = z.object({
  /** true (the default): answer what would happen, write nothing. */
  dryRun: z.enum(['true', 'false']).default('true'),
});

export const MenuImportChangeSchema = z.object({
  column: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type MenuImportChange = z.infer<typeof MenuImportChangeSchema>;

export const MenuImportRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int().positive(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  /** The product matched (null for a new one). */
  productId: IdSchema.nullable(),
  name: MultilingualSchema,
  changes: z.array(MenuImportChangeSchema),
  errors: z.array(z.object({ column: z.string(), code: ErrorCodeSchema, message: MultilingualSchema })),
});
export type MenuImportRow = z.infer<typeof MenuImportRowSchema>;

/** The import's answer: with `applied` false nothing was written (a preview, or a refusal). */
export const MenuImportResultSchema = z.object({
  applied: z.boolean(),
  summary: z.object({
    create: z.number().int().nonnegative(),
    update: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    error: z.number().int().nonnegative(),
  }),
  rows: z.array(MenuImportRowSchema),
});
export type MenuImportResult = z.infer<typeof MenuImportResultSchema>;
