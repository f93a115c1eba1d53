import type { Executor } from '../client.js';
import {
  categories,
  menuGroups,
  modificationGroups,
  modifications,
  productBranches,
  products,
} from '../schema/index.js';
import type { MediaStorage } from '../storage/media-storage.js';
import type { SeedProduct, SeedTenant } from './content/types.js';
import { hintKey, storeDishImages, withVariants } from './dish-images.js';

const CHUNK = 200;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Writes groups → categories → products (with branches and options); returns product ids by key. */
export async function writeMenu(
  tx: Executor,
  storage: MediaStorage,
  tenant: SeedTenant,
  merchantId: number,
  branchIds: Map<string, number>,
): Promise<Map<string, number>> {
  const productIds = new Map<string, number>();
  const allProducts = tenant.groups.flatMap((g) => g.categories.flatMap((c) => c.products));
  const hints = withVariants(allProducts.map((p) => p.image));
  const hintOf = new Map(allProducts.map((p, i) => [p, hints[i]!]));
  const images = await storeDishImages(storage, hints);

  for (const [groupIndex, group] of tenant.groups.entries()) {
    const [groupRow] = await tx
      .insert(menuGroups)
      .values({
        merchantId,
        name: group.name,
        icon: group.icon,
        bgColor: group.bgColor,
        iconBgColor: group.iconBgColor,
        priority: (groupIndex + 1) * 10,
      })
      .returning({ id: menuGroups.id });
    for (const [categoryIndex, category] of group.categories.entries()) {
      const [categoryRow] = await tx
        .insert(categories)
        .values({
          merchantId,
          groupId: groupRow!.id,
          name: category.name,
          priority: (categoryIndex + 1) * 10,
          viewType: category.viewType ?? 'MEDIUM',
          scrollType: category.scrollType ?? 'VERTICAL',
        })
        .returning({ id: categories.id });
      const values = [];
      for (const [productIndex, p] of category.products.entries()) {
        const image = images.get(hintKey(hintOf.get(p)!))!;
        values.push({
          merchantId,
          categoryId: categoryRow!.id,
          externalKey: p.key,
          name: p.name,
          description: p.description,
          composition: p.composition,
          image,
          gallery: [image],
          costPrice: p.price,
          discount: p.discount ?? 0,
          priority: (productIndex + 1) * 10,
          type: p.modificationGroups?.length ? 'MODIFICATION' : 'NONE',
          unit: p.unit ?? 'COUNT',
          measure: p.measure ?? null,
          calorie: p.calorie ?? null,
          timeCookingMin: p.timeCookingMin ?? null,
          timeCookingMax: p.timeCookingMax ?? null,
          labels: p.labels ?? [],
          tags: p.tags ?? [],
          mxicCode: p.mxicCode,
          barcode: p.barcode ?? null,
          isCartRecommendation: p.isCartRecommendation ?? false,
          eatsPrice: p.eatsPrice ?? null,
          enabledEats: p.eatsPrice !== undefined,
          expressPrice: p.expressPrice ?? null,
          enabledExpress: p.expressPrice !== undefined,
        });
      }
      for (const part of chunks(values)) {
        const rows = await tx
          .insert(products)
          .values(part)
          .returning({ id: products.id, key: products.externalKey });
        for (const row of rows) productIds.set(row.key!, row.id);
      }
      await writeProductDetails(tx, tenant, merchantId, category.products, productIds, branchIds);
    }
  }
  return productIds;
}

async function writeProductDetails(
  tx: Executor,
  tenant: SeedTenant,
  merchantId: number,
  seedProducts: SeedProduct[],
  productIds: Map<string, number>,
  branchIds: Map<string, number>,
) {
  const links = seedProducts.flatMap((p) =>
    (p.branches ?? tenant.branches.map((b) => b.key)).map((branchKey) => ({
      merchantId,
      productId: productIds.get(p.key)!,
      branchId: branchIds.get(branchKey)!,
      isActive: true,
    })),
  );
  for (const part of chunks(links)) await tx.insert(productBranches).values(part);

  for (const p of seedProducts) {
    for (const [index, group] of (p.modificationGroups ?? []).entries()) {
      const [groupRow] = await tx
        .insert(modificationGroups)
        .values({
          merchantId,
          productId: productIds.get(p.key)!,
          name: group.name,
          min: group.min,
          max: group.max,
          priority: (index + 1) * 10,
        })
        .returning({ id: modificationGroups.id });
      await tx.insert(modifications).values(
        group.options.map((option, optionIndex) => ({
          merchantId,
          groupId: groupRow!.id,
          name: option.name,
          price: option.price,
          priority: (optionIndex + 1) * 10,
        })),
      );
    }
  }
}
