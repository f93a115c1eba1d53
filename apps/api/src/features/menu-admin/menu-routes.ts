import { tables } from '@dastarkhan/db';
import {
  BulkPriceResultSchema,
  BulkPriceSchema,
  EditableMenuSchema,
  IdParamSchema,
  MenuReorderSchema,
  type MenuVisibility,
  MenuVisibilitySchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { moveCategoryPrices } from './bulk-prices.js';
import { loadEditableMenu } from './load-editable-menu.js';
import { inMenuChange, languagesOf } from './menu-change.js';
import { assertCategory } from './menu-checks.js';
import { reorderMenu } from './reorder-menu.js';

const { menuGroups, categories, products, modifications } = tables;

const VISIBILITY = {
  group: {
    table: menuGroups,
    flag: menuGroups.isActive,
    column: 'isActive',
    entity: 'group',
    missing: 'GROUP_NOT_FOUND',
  },
  category: {
    table: categories,
    flag: categories.isActive,
    column: 'isActive',
    entity: 'category',
    missing: 'CATEGORY_NOT_FOUND',
  },
  product: {
    table: products,
    flag: products.active,
    column: 'active',
    entity: 'product',
    missing: 'PRODUCT_NOT_FOUND',
  },
  option: {
    table: modifications,
    flag: modifications.isActive,
    column: 'isActive',
    entity: 'option',
    missing: 'OPTION_NOT_FOUND',
  },
} as const;

/** The editor's whole menu, its hide / show, its order and its bulk prices (issue 17, decision 024). */
export function registerMenuRoutes(app: FastifyInstance, docs: ApiDocs) {
  const editableMenu = async (merchantId: number) =>
    loadEditableMenu(app.deps.db, merchantId, await languagesOf(app, merchantId));

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/products/v1/operator/menu',
    summary:
      'Everything the menu editor shows: groups, categories, products (hidden included), options, branches',
    tag: 'menu',
    merchant: true,
    auth: true,
    response: EditableMenuSchema,
    async handler({ merchant, auth }) {
      requireStaff(auth, 'menu.edit');
      return editableMenu(merchant.id);
    },
  });

  async function setVisible(
    tx: Parameters<Parameters<typeof inMenuChange>[2]>[0],
    merchantId: number,
    body: MenuVisibility,
  ) {
    const target = VISIBILITY[body.kind];
    const { table } = target;
    const mine = and(eq(table.merchantId, merchantId), eq(table.id, body.id));
    const where = body.kind === 'product' ? and(mine, eq(products.archived, false)) : mine;
    const [row] = await tx.select({ visible: target.flag }).from(table).where(where);
    if (!row) throw new AppError(404, target.missing, { id: body.id }, 'id');
    await tx
      .update(table)
      .set({ [target.column]: body.visible })
      .where(where);
    return {
      entity: target.entity,
      before: { [target.column]: row.visible },
      after: { [target.column]: body.visible },
    };
  }

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/products/v1/operator/visibility',
    summary: 'Hide (visible: false) or show a group, category, product or option on the storefront',
    tag: 'menu',
    merchant: true,
    auth: true,
    body: MenuVisibilitySchema,
    response: EditableMenuSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'menu.edit');
      await inMenuChange(app, merchant.id, async (tx) => {
        const change = await setVisible(tx, merchant.id, body);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          {
            entity: change.entity,
            entityId: body.id,
            action: 'update',
            before: change.before,
            after: change.after,
          },
        );
      });
      return editableMenu(merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/products/v1/operator/order',
    summary:
      'Put one list in a new order: groups, categories of a group, products of a category, option groups of a product, options of a group',
    tag: 'menu',
    merchant: true,
    auth: true,
    body: MenuReorderSchema,
    response: EditableMenuSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'menu.edit');
      await inMenuChange(app, merchant.id, async (tx) => {
        const change = await reorderMenu(tx, merchant.id, body);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          {
            entity: change.entity,
            entityId: body.parentId,
            action: 'reorder',
            before: { order: change.before },
            after: { order: change.after },
          },
        );
      });
      return editableMenu(merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/products/v1/operator/categories/:id/prices',
    summary: "Change every price of a category's products by a percent (−90…+500), rounded to whole so'm",
    tag: 'menu',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: BulkPriceSchema,
    response: BulkPriceResultSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'menu.edit');
      await assertCategory(app.deps.db, merchant.id, params.id, 'id');
      const changes = await inMenuChange(app, merchant.id, async (tx) => {
        const moved = await moveCategoryPrices(tx, merchant.id, params.id, body.percent, staff);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          {
            entity: 'category',
            entityId: params.id,
            action: 'bulk',
            before: { prices: moved.map((c) => ({ id: c.id, costPrice: c.before })) },
            after: { percent: body.percent, prices: moved.map((c) => ({ id: c.id, costPrice: c.after })) },
          },
        );
        return moved;
      });
      return { categoryId: params.id, percent: body.percent, products: changes };
    },
  });
}
