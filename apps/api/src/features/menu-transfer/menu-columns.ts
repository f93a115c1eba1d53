import type { tables } from '@dastarkhan/db';
import { MENU_COLUMNS, type MenuColumn, type Multilingual } from '@dastarkhan/domain';
import type { Cell } from './xlsx.js';

export type ProductRow = typeof tables.products.$inferSelect;

/** The columns that hold numbers (whole so'm, minutes, percent…); `measure` may be fractional. */
const NUMBER_COLUMNS = new Set<MenuColumn>([
  'id',
  'categoryId',
  'costPrice',
  'discount',
  'measure',
  'calorie',
  'timeCookingMin',
  'timeCookingMax',
  'maxCount',
  'eatsPrice',
  'expressPrice',
]);
const FLAG_COLUMNS = new Set<MenuColumn>(['enabledEats', 'enabledExpress', 'active']);
const YES = new Set(['1', 'true', 'yes', 'y', 'ha', 'да', 'x', '+']);
const NO = new Set(['0', 'false', 'no', 'n', "yo'q", 'yoq', 'нет', '-']);

/**
 * A text a spreadsheet would run as a formula (`=HYPERLINK(…)` in a product name) is written with
 * a leading apostrophe, which Excel hides; the import takes it off again.
 */
const FORMULA_START = /^[=+@]/;
const safeText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const unsafeText = (text: string) => (/^'[=+@]/.test(text) ? text.slice(1) : text);

/** What a product's field is under a column (the value a row is compared with). */
export function fieldOf(product: ProductRow, column: MenuColumn): unknown {
  switch (column) {
    case 'name.uz':
    case 'name.ru':
    case 'name.eng':
      return product.name[column.slice(5) as keyof Multilingual] ?? '';
    case 'description.uz':
    case 'description.ru':
    case 'description.eng':
      return product.description[column.slice(12) as keyof Multilingual] ?? '';
    case 'category':
      return null;
    default:
      return product[column] ?? null;
  }
}

/** One line of the export. */
export function exportRow(product: ProductRow, categoryName: string): Cell[] {
  return MENU_COLUMNS.map((column) => {
    if (column === 'category') return safeText(categoryName);
    const value = fieldOf(product, column);
    if (value === null || value === undefined) return '';
    if (FLAG_COLUMNS.has(column)) return value ? 1 : 0;
    if (Array.isArray(value)) return safeText(value.join('; '));
    if (typeof value === 'number') return value;
    return safeText(String(value));
  });
}

export type CellProblem = { column: MenuColumn; value: string };

/**
 * A cell as the product field it stands for: numbers (spaces and a decimal comma allowed, as a
 * person types "30 000" or "0,5"), yes/no flags in the three languages, labels split on `;`, an
 * empty cell as null. A cell that is none of these is a problem of its row, not of the file.
 */
export function readCell(column: MenuColumn, raw: string): { value: unknown } | { problem: CellProblem } {
  const text = unsafeText(raw.trim());
  if (NUMBER_COLUMNS.has(column)) {
    if (text === '') return { value: null };
    const normal = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
    const number = Number(normal);
    if (!/^-?\d+(\.\d+)?$/.test(normal) || !Number.isFinite(number))
      return { problem: { column, value: raw } };
    return { value: number };
  }
  if (FLAG_COLUMNS.has(column)) {
    const word = text.toLowerCase();
    if (YES.has(word)) return { value: true };
    if (NO.has(word) || word === '') return { value: false };
    return { problem: { column, value: raw } };
  }
  if (column === 'labels')
    return {
      value: text
        .split(';')
        .map((label) => label.trim())
        .filter(Boolean),
    };
  if (column === 'unit') return { value: text === '' ? 'COUNT' : text.toUpperCase() };
  if (column.startsWith('name.') || column.startsWith('description.')) return { value: text };
  return { value: text === '' ? null : text };
}
