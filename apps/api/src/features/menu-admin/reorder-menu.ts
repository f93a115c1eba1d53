import { type Executor, tables } from '@dastarkhan/db';
import type { AuditEntity, MenuReorder } from '@dastarkhan/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError, badRequest } from '../../http/app-error.js';

const { menuGroups, categories, products, modificationGroups, modifications } = tables;

interface ReorderTarget {
  entity: AuditEntity;
  /** The list's members in their current order. */
  ids: number[];
  setPriority(id: number, priority: number): Promise<unknown>;
}

/** The list a reorder names, checked to belong to the merchant (404 otherwise). */
async function targetOf(tx: Executor, merchantId: number, body: MenuReorder): Promise<ReorderTarget> {
  const parent = body.parentId;
  const needParent = () => {
    if (parent === null) throw badRequest('REQUIRED_FIELD', 'parentId');
    return parent;
  };
  const list = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
  switch (body.kind) {
    case 'group':
      return {
        entity: 'group',
        ids: await list(
          tx
            .select({ id: menuGroups.id })
            .from(menuGroups)
            .where(eq(menuGroups.merchantId, merchantId))
            .orderBy(asc(menuGroups.priority), asc(menuGroups.id)),
        ),
        setPriority: (id, priority) => tx.update(menuGroups).set({ priority }).where(eq(menuGroups.id, id)),
      };
    case 'category': {
      if (parent !== null) await groupOf(tx, merchantId, parent);
      return {
        entity: 'category',
        ids: await list(
          tx
            .select({ id: categories.id })
            .from(categories)
            .where(
              and(
                eq(categories.merchantId, merchantId),
                parent === null ? isNull(categories.groupId) : eq(categories.groupId, parent),
              ),
            )
            .orderBy(asc(categories.priority), asc(categories.id)),
        ),
        setPriority: (id, priority) => tx.update(categories).set({ priority }).where(eq(categories.id, id)),
      };
    }
    case 'product': {
      const categoryId = needParent();
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.merchantId, merchantId), eq(categories.id, categoryId)));
      if (!category) throw new AppError(404, 'CATEGORY_NOT_FOUND', { id: categoryId }, 'parentId');
      return {
        entity: 'product',
        ids: await list(
          tx
            .select({ id: products.id })
            .from(products)
            .where(
              and(
                eq(products.merchantId, merchantId),
                eq(products.categoryId, categoryId),
                eq(products.archived, false),
              ),
            )
            .orderBy(asc(products.priority), asc(products.id)),
        ),
        setPriority: (id, priority) => tx.update(products).set({ priority }).where(eq(products.id, id)),
      };
    }
    case 'optionGroup': {
      const productId = needParent();
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(eq(products.merchantId, merchantId), eq(products.id, productId), eq(products.archived, false)),
        );
      if (!product) throw new AppError(404, 'PRODUCT_NOT_FOUND', { id: productId }, 'parentId');
      return {
        entity: 'option-group',
        ids: await list(
          tx
            .select({ id: modificationGroups.id })
            .from(modificationGroups)
            .where(eq(modificationGroups.productId, productId))
            .orderBy(asc(modificationGroups.priority), asc(modificationGroups.id)),
        ),
        setPriority: (id, priority) =>
          tx.update(modificationGroups).set({ priority }).where(eq(modificationGroups.id, id)),
      };
    }
    case 'option': {
      const groupId = needParent();
      const [group] = await tx
        .select({ id: modificationGroups.id })
        .from(modificationGroups)
        .where(and(eq(modificationGroups.merchantId, merchantId), eq(modificationGroups.id, groupId)));
      if (!group) throw new AppError(404, 'OPTION_GROUP_NOT_FOUND', { id: groupId }, 'parentId');
      return {
        entity: 'option',
        ids: await list(
          tx
            .select({ id: modifications.id })
            .from(modifications)
            .where(eq(modifications.groupId, groupId))
            .orderBy(asc(modifications.priority), asc(modifications.id)),
        ),
        setPriority: (id, priority) =>
          tx.update(modifications).set({ priority }).where(eq(modifications.id, id)),
      };
    }
  }
}

async function groupOf(tx: Executor, merchantId: number, id: number) {
  const [group] = await tx
    .select({ id: menuGroups.id })
    .from(menuGroups)
    .where(and(eq(menuGroups.merchantId, merchantId), eq(menuGroups.id, id)));
  if (!group) throw new AppError(404, 'GROUP_NOT_FOUND', { id }, 'parentId');
}

/**
 * Rewrites the priorities of one list as 0, 1, 2… in the order given. The ids must be exactly the
 * list's members (someone else may have added or removed one meanwhile: REORDER_MISMATCH).
 */
export async function reorderMenu(tx: Executor, merchantId: number, body: MenuReorder) {
  const target = await targetOf(tx, merchantId, body);
  const given = new Set(body.ids);
  const same =
    given.size === body.ids.length &&
    given.size === target.ids.length &&
    target.ids.every((id) => given.has(id));
  if (!same) throw new AppError(409, 'REORDER_MISMATCH', {}, 'ids');
  for (const [priority, id] of body.ids.entries()) await target.setPriority(id, priority);
  return { entity: target.entity, before: target.ids, after: body.ids };
}
