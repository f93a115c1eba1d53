import { type Executor, isValidMediaKey, type MediaStorage, tables } from '@dastarkhan/db';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type MerchantSettings,
  type Multilingual,
} from '@dastarkhan/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, badRequest } from '../../http/app-error.js';
import { assertBranch, type StaffContext } from '../../http/staff-access.js';

const { categories, menuGroups, branches } = tables;

export interface MenuLanguages {
  languages: Language[];
  mainLanguage: Language;
}

/** The merchant's active languages; the main one must carry every name (decision 024). */
export function menuLanguages(settings: MerchantSettings): MenuLanguages {
  const languages: Language[] = [];
  if (settings.uzLangActive) languages.push('uz');
  if (settings.ruLangActive) languages.push('ru');
  if (settings.engLangActive) languages.push('eng');
  const mainLanguage = settings.mainLanguage ?? languages[0] ?? DEFAULT_LANGUAGE;
  return { languages: languages.length ? languages : [mainLanguage], mainLanguage };
}

export function assertName(name: Multilingual, mainLanguage: Language, field: string): void {
  if (name[mainLanguage].trim() === '')
    throw badRequest('NAME_REQUIRED', `${field}.${mainLanguage}`, { language: mainLanguage });
}

export async function assertCategory(db: Executor, merchantId: number, id: number, field = 'categoryId') {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id)));
  if (!row) throw new AppError(404, 'CATEGORY_NOT_FOUND', { id }, field);
  return row;
}

export async function assertGroup(db: Executor, merchantId: number, id: number, field = 'groupId') {
  const [row] = await db
    .select()
    .from(menuGroups)
    .where(and(eq(menuGroups.merchantId, merchantId), eq(menuGroups.id, id)));
  if (!row) throw new AppError(404, 'GROUP_NOT_FOUND', { id }, field);
  return row;
}

/** 404 for a branch not the merchant's (another tenant's included). */
export async function assertBranches(db: Executor, merchantId: number, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), inArray(branches.id, ids), eq(branches.deleted, false)));
  const known = new Set(rows.map((r) => r.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0)
    throw new AppError(404, 'BRANCH_NOT_FOUND', { id: ids[index]! }, `productBranch.${index}.branch.id`);
}

/**
 * A member of staff limited to some branches may change the menu of the whole merchant, but not
 * where or at what price another branch sells a product (403 BRANCH_FORBIDDEN).
 */
export function assertBranchChanges(
  staff: StaffContext,
  before: ReadonlyArray<{ branch: { id: number; isActive: boolean }; price: number | null }>,
  after: ReadonlyArray<{ branch: { id: number; isActive: boolean }; price: number | null }>,
) {
  if (staff.branchIds === null) return;
  const key = (e: { branch: { isActive: boolean }; price: number | null } | undefined) =>
    e ? `${e.branch.isActive}:${e.price}` : 'none';
  const ids = new Set([...before, ...after].map((e) => e.branch.id));
  for (const id of ids) {
    const was = before.find((e) => e.branch.id === id);
    const now = after.find((e) => e.branch.id === id);
    if (key(was) !== key(now)) assertBranch(staff, id);
  }
}

/** Pictures must already be in the media store (uploaded, or the seeded illustrations). */
export async function assertImages(
  storage: MediaStorage,
  images: Array<{ path: string | null; field: string }>,
) {
  for (const { path, field } of images) {
    if (path === null) continue;
    const key = path.replace(/^\/api\/media\//, '');
    if (!isValidMediaKey(key) || key.startsWith('cache/') || !(await storage.exists(key)))
      throw badRequest('IMAGE_NOT_FOUND', field);
  }
}
