import {
  type ErrorCode,
  isMenuImageOf,
  issueErrorCode,
  type Language,
  MENU_COLUMNS,
  MENU_IMPORTED_COLUMNS,
  type MenuColumn,
  type MenuImportRow,
  type Multilingual,
  ProductWriteSchema,
} from '@dastarkhan/domain';
import { localize } from '../../http/error-body.js';
import { fieldOf, type ProductRow, readCell } from './menu-columns.js';

/** The product fields an import may set (the write schema's names, `name`/`description` whole). */
export type ImportedFields = Partial<Record<string, unknown>>;

export interface PlannedWrite {
  line: number;
  productId: number | null;
  /** The fields to set: everything for a new product, only what changed for an update. */
  set: ImportedFields;
  /** The same fields before (an update), for the audit log. */
  before: ImportedFields;
}

export interface ImportContext {
  merchantId: number;
  mainLanguage: Language;
  /** The merchant's products, archived ones included (their external keys stay taken). */
  products: ProductRow[];
  categoryIds: ReadonlySet<number>;
  /** Whether a media URL's bytes are stored. */
  imageStored: (url: string) => Promise<boolean>;
}

type RowError = MenuImportRow['errors'][number];
const rowError = (
  column: string,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): RowError => ({
  column,
  code,
  message: localize(code, params),
});

const EMPTY_TEXT: Multilingual = { uz: '', ru: '', eng: '' };

/** The stored product as the write schema's input, so a partial row is validated as a whole. */
function writeInputOf(p: ProductRow | null): Record<string, unknown> {
  if (!p) return { name: { ...EMPTY_TEXT }, description: { ...EMPTY_TEXT } };
  return {
    name: { ...EMPTY_TEXT, ...p.name },
    description: { ...EMPTY_TEXT, ...p.description },
    composition: p.composition,
    categoryId: p.categoryId,
    costPrice: p.costPrice,
    discount: p.discount,
    unit: p.unit,
    measure: p.measure,
    calorie: p.calorie,
    timeCookingMin: p.timeCookingMin,
    timeCookingMax: p.timeCookingMax,
    labels: p.labels,
    mxicCode: p.mxicCode,
    barcode: p.barcode,
    maxCount: p.maxCount,
    eatsPrice: p.eatsPrice,
    enabledEats: p.enabledEats,
    expressPrice: p.expressPrice,
    enabledExpress: p.enabledExpress,
    deliveryEnabled: p.deliveryEnabled,
    isCartRecommendation: p.isCartRecommendation,
    active: p.active,
    image: p.image,
  };
}

/** The write field a column sets: `name.uz` sets `name`. */
const fieldName = (column: MenuColumn) => column.split('.')[0]!;

/**
 * What importing these rows would do, line by line, and the writes that would do it. A row is
 * matched by `id`, else by `externalKey`, else it is a new product. Every rule of the editor's
 * product save applies (the same schema), plus: the category and the photo must be the
 * merchant's, and no product may appear twice.
 */
export async function planImport(
  ctx: ImportContext,
  header: readonly string[],
  rows: readonly string[][],
): Promise<{ rows: MenuImportRow[]; writes: PlannedWrite[] }> {
  const columnAt = header.map((h) => {
    const name = h.trim();
    return (MENU_COLUMNS as readonly string[]).includes(name) ? (name as MenuColumn) : null;
  });
  const present = MENU_IMPORTED_COLUMNS.filter((c) => columnAt.includes(c));
  const live = ctx.products.filter((p) => !p.archived);
  const byId = new Map(live.map((p) => [p.id, p]));
  const byKey = new Map(ctx.products.filter((p) => p.externalKey).map((p) => [p.externalKey!, p]));
  const seen = new Map<string, number>();
  const result: MenuImportRow[] = [];
  const writes: PlannedWrite[] = [];

  for (const [index, cells] of rows.entries()) {
    const line = index + 2;
    const errors: RowError[] = [];
    const values = new Map<MenuColumn, unknown>();
    columnAt.forEach((column, i) => {
      if (!column) return;
      const read = readCell(column, cells[i] ?? '');
      if ('problem' in read)
        errors.push(rowError(column, 'IMPORT_VALUE_INVALID', { column, value: read.problem.value }));
      else values.set(column, read.value);
    });

    // Which product the row is.
    const id = values.get('id') as number | null | undefined;
    const key = values.get('externalKey') as string | null | undefined;
    let product: ProductRow | null = null;
    if (id != null) {
      product = byId.get(id) ?? null;
      if (!product) {
        // Not a new product either: nothing else about the row can be judged.
        const name = {
          uz: String(values.get('name.uz') ?? ''),
          ru: String(values.get('name.ru') ?? ''),
          eng: String(values.get('name.eng') ?? ''),
        };
        errors.push(rowError('id', 'PRODUCT_NOT_FOUND', { id }));
        result.push({ line, action: 'error', productId: null, name, changes: [], errors });
        continue;
      }
    } else if (key) {
      product = byKey.get(key) ?? null;
      if (product?.archived) {
        errors.push(rowError('externalKey', 'IMPORT_VALUE_INVALID', { column: 'externalKey', value: key }));
        product = null;
      }
    }
    const identity = product ? `p${product.id}` : key ? `k${key}` : null;
    if (identity) {
      const first = seen.get(identity);
      if (first !== undefined)
        errors.push(rowError(id != null ? 'id' : 'externalKey', 'IMPORT_DUPLICATE_ROW', { line: first }));
      else seen.set(identity, line);
    }

    // The whole product as it would be, checked by the editor's own schema.
    const input = writeInputOf(product);
    for (const column of present) {
      if (!values.has(column) || column === 'externalKey') continue;
      const value = values.get(column);
      const [field, language] = column.split('.') as [string, Language | undefined];
      if (language) (input[field] as Record<string, unknown>)[language] = value;
      else input[field] = value;
    }
    const parsed = ProductWriteSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = issue.path.join('.') || 'id';
        const coded = issueErrorCode(issue);
        const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) == null;
        if (!errors.some((e) => e.column === column))
          errors.push(
            rowError(column, coded?.code ?? (missing ? 'REQUIRED_FIELD' : 'VALIDATION_FAILED'), {
              ...coded?.params,
              field: column,
            }),
          );
      }
    }
    const next = parsed.success ? parsed.data : null;
    if (next) {
      if (!next.name[ctx.mainLanguage].trim())
        errors.push(
          rowError(`name.${ctx.mainLanguage}`, 'NAME_REQUIRED', { field: `name.${ctx.mainLanguage}` }),
        );
      if (!ctx.categoryIds.has(next.categoryId))
        errors.push(rowError('categoryId', 'CATEGORY_NOT_FOUND', { id: next.categoryId }));
      if (next.image && next.image !== product?.image) {
        if (!isMenuImageOf(ctx.merchantId, next.image) || !(await ctx.imageStored(next.image)))
          errors.push(rowError('image', 'IMAGE_NOT_FOUND', { field: 'image' }));
      }
    }
    if (key && (!product || product.externalKey !== key)) {
      const holder = byKey.get(key);
      if (holder && holder.id !== product?.id && product)
        errors.push(rowError('externalKey', 'IMPORT_VALUE_INVALID', { column: 'externalKey', value: key }));
    }

    const name = (next?.name ?? product?.name ?? EMPTY_TEXT) as Multilingual;
    if (errors.length > 0 || !next) {
      result.push({ line, action: 'error', productId: product?.id ?? null, name, changes: [], errors });
      continue;
    }

    const changes: MenuImportRow['changes'] = [];
    const set: ImportedFields = {};
    const before: ImportedFields = {};
    const after = next as unknown as Record<string, unknown>;
    for (const column of present) {
      const field = fieldName(column);
      const language = column.split('.')[1] as Language | undefined;
      const now =
        column === 'externalKey'
          ? (key ?? null)
          : language
            ? (after[field] as Multilingual)[language]
            : after[field];
      if (!product) {
        set[field] = column === 'externalKey' ? now : after[field];
        continue;
      }
      if (column === 'externalKey' && !values.has('externalKey')) continue;
      const was = fieldOf(product, column);
      if (JSON.stringify(was ?? null) === JSON.stringify(now ?? null)) continue;
      changes.push({ column, before: was ?? null, after: now ?? null });
      set[field] = column === 'externalKey' ? now : after[field];
      before[field] = (product as unknown as Record<string, unknown>)[field] ?? null;
    }
    if (!product) {
      // A new product gets what the file does not say from the editor's defaults.
      Object.assign(set, after, set);
      result.push({ line, action: 'create', productId: null, name, changes: [], errors: [] });
      writes.push({ line, productId: null, set, before: {} });
    } else if (changes.length === 0) {
      result.push({ line, action: 'unchanged', productId: product.id, name, changes: [], errors: [] });
    } else {
      result.push({ line, action: 'update', productId: product.id, name, changes, errors: [] });
      writes.push({ line, productId: product.id, set, before });
    }
  }
  return { rows: result, writes };
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
