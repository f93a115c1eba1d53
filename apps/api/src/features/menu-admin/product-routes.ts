import { tables } from '@dastarkhan/db';
import {
  EditableProductSchema,
  IdParamSchema,
  MenuDeleteResultSchema,
  type ProductWrite,
  ProductWriteSchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff, type StaffContext } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { inMenuChange, languagesOf } from './menu-change.js';
import {
  assertBranchChanges,
  assertBranches,
  assertCategory,
  assertImages,
  assertName,
} from './menu-checks.js';
import { auditedProduct, editableProduct, insertProduct, updateProduct } from './save-product.js';

const { products } = tables;

/** Products of the menu editor (issue 17, decision 024): create, replace, delete or archive. */
export function registerProductRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  /** Every check that needs the database, before anything is written. */
  async function checkProduct(merchantId: number, body: ProductWrite) {
    const { mainLanguage } = await languagesOf(app, merchantId);
    assertName(body.name, mainLanguage, 'name');
    for (const [gi, group] of body.modificationGroups.entries()) {
      assertName(group.name, mainLanguage, `modificationGroups.${gi}.name`);
      for (const [oi, option] of group.options.entries())
        assertName(option.name, mainLanguage, `modificationGroups.${gi}.options.${oi}.name`);
    }
    await assertCategory(db(), merchantId, body.categoryId);
    await assertBranches(
      db(),
      merchantId,
      body.productBranch.map((e) => e.branch.id),
    );
    await assertImages(app.deps.storage, [
      { path: body.image, field: 'image' },
      ...body.gallery.map((path, i) => ({ path, field: `gallery.${i}` })),
    ]);
  }

  async function existing(merchantId: number, id: number) {
    const product = await editableProduct(db(), merchantId, id);
    if (!product) throw new AppError(404, 'PRODUCT_NOT_FOUND', { id });
    return product;
  }

  const who = (merchantId: number, staff: StaffContext) => ({ merchantId, userId: staff.userId });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/products/v1/operator/products',
    summary: 'Create a product with its branches, per-branch prices and option groups (OWNER, MANAGER)',
    tag: 'menu',
    merchant: true,
    auth: true,
    body: ProductWriteSchema,
    response: EditableProductSchema,
    async handler({ merchant, auth, body, reply }) {
      const staff = requireStaff(auth, 'menu.edit');
      await checkProduct(merchant.id, body);
      assertBranchChanges(staff, [], body.productBranch);
      const created = await inMenuChange(app, merchant.id, async (tx) => {
        const id = await insertProduct(tx, merchant.id, body);
        const product = (await editableProduct(tx, merchant.id, id))!;
        await recordAudit(tx, who(merchant.id, staff), {
          entity: 'product',
          entityId: id,
          action: 'create',
          after: auditedProduct(product),
        });
        return product;
      });
      reply.status(201);
      return created;
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/products/v1/operator/products/:id',
    summary: 'Replace a product: fields, branches and prices, option groups (options keep their ids)',
    tag: 'menu',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: ProductWriteSchema,
    response: EditableProductSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'menu.edit');
      const before = await existing(merchant.id, params.id);
      await checkProduct(merchant.id, body);
      assertBranchChanges(staff, before.productBranch, body.productBranch);
      return inMenuChange(app, merchant.id, async (tx) => {
        await updateProduct(tx, merchant.id, before, body);
        const after = (await editableProduct(tx, merchant.id, before.id))!;
        await recordAudit(tx, who(merchant.id, staff), {
          entity: 'product',
          entityId: before.id,
          action: 'update',
          before: auditedProduct(before),
          after: auditedProduct(after),
        });
        return after;
      });
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/products/v1/operator/products/:id',
    summary: 'Delete a product never ordered; archive one that was (old orders keep naming it)',
    tag: 'menu',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: MenuDeleteResultSchema,
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'menu.edit');
      const before = await existing(merchant.id, params.id);
      assertBranchChanges(staff, before.productBranch, []);
      return inMenuChange(app, merchant.id, async (tx) => {
        const mine = and(eq(products.merchantId, merchant.id), eq(products.id, before.id));
        if (before.ordered) await tx.update(products).set({ archived: true }).where(mine);
        else await tx.delete(products).where(mine);
        const action = before.ordered ? 'archive' : 'delete';
        await recordAudit(tx, who(merchant.id, staff), {
          entity: 'product',
          entityId: before.id,
          action,
          before: auditedProduct(before),
          after: null,
        });
        return { id: before.id, outcome: before.ordered ? ('archived' as const) : ('deleted' as const) };
      });
    },
  });
}
