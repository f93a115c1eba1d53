import { type Executor, tables } from '@dastarkhan/db';
import {
  CategoryWriteSchema,
  EditableCategorySchema,
  EditableGroupSchema,
  GroupWriteSchema,
  IdParamSchema,
  MenuDeleteResultSchema,
} from '@dastarkhan/domain';
import { and, eq, isNull, max, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { toEditableCategory, toEditableGroup } from './load-editable-menu.js';
import { inMenuChange, languagesOf } from './menu-change.js';
import { assertCategory, assertGroup, assertImages, assertName } from './menu-checks.js';

const { menuGroups, categories, products } = tables;

/** Groups and categories of the menu editor (issue 17, decision 024). */
export function registerGroupCategoryRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  async function nextGroupPriority(tx: Executor, merchantId: number) {
    const [row] = await tx
      .select({ last: max(menuGroups.priority) })
      .from(menuGroups)
      .where(eq(menuGroups.merchantId, merchantId));
    return (row?.last ?? -1) + 1;
  }

  async function nextCategoryPriority(tx: Executor, merchantId: number, groupId: number | null) {
    const [row] = await tx
      .select({ last: max(categories.priority) })
      .from(categories)
      .where(
        and(
          eq(categories.merchantId, merchantId),
          groupId === null ? isNull(categories.groupId) : eq(categories.groupId, groupId),
        ),
      );
    return (row?.last ?? -1) + 1;
  }

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/products/v1/operator/groups',
    summary: 'Create a menu group (a tab of categories), last in order',
    tag: 'menu',
    merchant: true,
    auth: true,
    body: GroupWriteSchema,
    response: EditableGroupSchema,
    async handler({ merchant, auth, body, reply }) {
      const staff = requireStaff(auth, 'menu.edit');
      assertName(body.name, (await languagesOf(app, merchant.id)).mainLanguage, 'name');
      await assertImages(app.deps.storage, [{ path: body.image, field: 'image' }]);
      const group = await inMenuChange(app, merchant.id, async (tx) => {
        const priority = await nextGroupPriority(tx, merchant.id);
        const [row] = await tx
          .insert(menuGroups)
          .values({ merchantId: merchant.id, ...body, priority })
          .returning();
        const created = toEditableGroup(row!);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'group', entityId: created.id, action: 'create', after: created },
        );
        return created;
      });
      reply.status(201);
      return group;
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/products/v1/operator/groups/:id',
    summary: 'Replace a menu group (name, icon, image, colours, shown or hidden)',
    tag: 'menu',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: GroupWriteSchema,
    response: EditableGroupSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'menu.edit');
      const before = toEditableGroup(await assertGroup(db(), merchant.id, params.id, 'id'));
      assertName(body.name, (await languagesOf(app, merchant.id)).mainLanguage, 'name');
      await assertImages(app.deps.storage, [{ path: body.image, field: 'image' }]);
      return inMenuChange(app, merchant.id, async (tx) => {
        const [row] = await tx
          .update(menuGroups)
          .set(body)
          .where(and(eq(menuGroups.merchantId, merchant.id), eq(menuGroups.id, params.id)))
          .returning();
        const after = toEditableGroup(row!);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'group', entityId: params.id, action: 'update', before, after },
        );
        return after;
      });
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/products/v1/operator/groups/:id',
    summary: 'Delete a menu group that holds no categories (409 GROUP_NOT_EMPTY otherwise)',
    tag: 'menu',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: MenuDeleteResultSchema,
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'menu.edit');
      const before = toEditableGroup(await assertGroup(db(), merchant.id, params.id, 'id'));
      return inMenuChange(app, merchant.id, async (tx) => {
        const [held] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.merchantId, merchant.id), eq(categories.groupId, params.id)))
          .limit(1);
        if (held) throw new AppError(409, 'GROUP_NOT_EMPTY', {}, 'id');
        await tx
          .delete(menuGroups)
          .where(and(eq(menuGroups.merchantId, merchant.id), eq(menuGroups.id, params.id)));
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'group', entityId: params.id, action: 'delete', before, after: null },
        );
        return { id: params.id, outcome: 'deleted' as const };
      });
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/products/v1/operator/categories',
    summary: 'Create a category in a group (or without one), last in its group',
    tag: 'menu',
    merchant: true,
    auth: true,
    body: CategoryWriteSchema,
    response: EditableCategorySchema,
    async handler({ merchant, auth, body, reply }) {
      const staff = requireStaff(auth, 'menu.edit');
      assertName(body.name, (await languagesOf(app, merchant.id)).mainLanguage, 'name');
      if (body.groupId !== null) await assertGroup(db(), merchant.id, body.groupId);
      await assertImages(app.deps.storage, [{ path: body.image, field: 'image' }]);
      const category = await inMenuChange(app, merchant.id, async (tx) => {
        const priority = await nextCategoryPriority(tx, merchant.id, body.groupId);
        const [row] = await tx
          .insert(categories)
          .values({ merchantId: merchant.id, ...body, priority })
          .returning();
        const created = toEditableCategory(row!);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'category', entityId: created.id, action: 'create', after: created },
        );
        return created;
      });
      reply.status(201);
      return category;
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/products/v1/operator/categories/:id',
    summary: 'Replace a category (name, group, image, layout, shown or hidden)',
    tag: 'menu',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: CategoryWriteSchema,
    response: EditableCategorySchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'menu.edit');
      const before = toEditableCategory(await assertCategory(db(), merchant.id, params.id, 'id'));
      assertName(body.name, (await languagesOf(app, merchant.id)).mainLanguage, 'name');
      if (body.groupId !== null) await assertGroup(db(), merchant.id, body.groupId);
      await assertImages(app.deps.storage, [{ path: body.image, field: 'image' }]);
      return inMenuChange(app, merchant.id, async (tx) => {
        // Moved to another group: it goes last there.
        const priority =
          body.groupId === before.groupId
            ? before.priority
            : await nextCategoryPriority(tx, merchant.id, body.groupId);
        const [row] = await tx
          .update(categories)
          .set({ ...body, priority })
          .where(and(eq(categories.merchantId, merchant.id), eq(categories.id, params.id)))
          .returning();
        const after = toEditableCategory(row!);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'category', entityId: params.id, action: 'update', before, after },
        );
        return after;
      });
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/products/v1/operator/categories/:id',
    summary: 'Delete a category that holds no products (409 CATEGORY_NOT_EMPTY otherwise)',
    tag: 'menu',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: MenuDeleteResultSchema,
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'menu.edit');
      const before = toEditableCategory(await assertCategory(db(), merchant.id, params.id, 'id'));
      return inMenuChange(app, merchant.id, async (tx) => {
        const inCategory = and(eq(products.merchantId, merchant.id), eq(products.categoryId, params.id));
        const [live] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(inCategory, eq(products.archived, false)))
          .limit(1);
        if (live) throw new AppError(409, 'CATEGORY_NOT_EMPTY', {}, 'id');
        // Archived products only stay for old orders; they follow to another category of the
        // merchant (a product needs one). Without another category the delete is refused.
        const [archived] = await tx.select({ id: products.id }).from(products).where(inCategory).limit(1);
        if (archived) {
          const [other] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.merchantId, merchant.id), ne(categories.id, params.id)))
            .orderBy(categories.priority, categories.id)
            .limit(1);
          if (!other) throw new AppError(409, 'CATEGORY_NOT_EMPTY', {}, 'id');
          await tx.update(products).set({ categoryId: other.id }).where(inCategory);
        }
        await tx
          .delete(categories)
          .where(and(eq(categories.merchantId, merchant.id), eq(categories.id, params.id)));
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'category', entityId: params.id, action: 'delete', before, after: null },
        );
        return { id: params.id, outcome: 'deleted' as const };
      });
    },
  });
}
