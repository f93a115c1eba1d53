import { type Database, tables } from '@dastarkhan/db';
import { colorTypeOf, type SetupBranch, type SetupProduct, WEEKDAYS } from '@dastarkhan/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { announceSettingsChange } from '../../http/merchant-changes.js';
import { recordAudit } from '../audit/index.js';
import { bumpCatalogue } from '../catalogue/index.js';
import { firstBranch } from './setup-status.js';

const { branches, categories, cities, menuGroups, merchantSettings, merchants, productBranches, products } =
  tables;

type Who = { merchantId: number; userId: number };

/** The colour of both the tenant and its settings document (the storefront and console read either). */
export async function saveColor(db: Database, who: Who, color: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [merchant] = await tx
      .select({ color: merchants.color })
      .from(merchants)
      .where(eq(merchants.id, who.merchantId))
      .for('update');
    const [row] = await tx
      .select({ settings: merchantSettings.settings })
      .from(merchantSettings)
      .where(eq(merchantSettings.merchantId, who.merchantId));
    const mainColorType = colorTypeOf(color);
    await tx.update(merchants).set({ color }).where(eq(merchants.id, who.merchantId));
    await tx
      .insert(merchantSettings)
      .values({ merchantId: who.merchantId, settings: { mainColor: color, mainColorType } })
      .onConflictDoUpdate({
        target: merchantSettings.merchantId,
        set: { settings: { ...(row?.settings ?? {}), mainColor: color, mainColorType } },
      });
    await announceSettingsChange(tx, who.merchantId);
    await recordAudit(tx, who, {
      entity: 'settings',
      entityId: who.merchantId,
      action: 'update',
      before: { mainColor: row?.settings.mainColor ?? merchant!.color },
      after: { mainColor: color },
    });
  });
}

const DEFAULT_BRANCH_SETTINGS = {
  bookingEnabled: false,
  deliveryEnabled: true,
  dineinEnabled: false,
  pickupEnabled: true,
  expressEnabled: false,
  yandexEnabled: false,
  kitchenEnabled: true,
  payOfficeEnabled: true,
  storageEnabled: false,
  directorId: null,
};

/**
 * Creates the first branch, or edits the one the checklist shows: one name for every language,
 * the same hours every day. The point on the map is the main city's until `/console/branches`
 * moves it. A new branch sells the whole menu already there.
 */
export async function saveFirstBranch(db: Database, who: Who, input: SetupBranch): Promise<number> {
  const name = { uz: input.name, ru: input.name, eng: input.name };
  const workHours = WEEKDAYS.map((day) => ({ day, open: input.open, close: input.close, isWorking: true }));
  return db.transaction(async (tx) => {
    // One checklist saved twice at once must still make one branch.
    await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.id, who.merchantId))
      .for('update');
    const existing = await firstBranch(tx, who.merchantId);
    const fields = { name, address: input.address, open: input.open, close: input.close, workHours };
    let branchId: number;
    if (existing) {
      branchId = existing.id;
      await tx.update(branches).set(fields).where(eq(branches.id, existing.id));
      await recordAudit(tx, who, {
        entity: 'branch',
        entityId: existing.id,
        action: 'update',
        before: {
          name: existing.name,
          address: existing.address,
          open: existing.open,
          close: existing.close,
          workHours: existing.workHours,
        },
        after: fields,
      });
    } else {
      const city = await mainCity(tx, who.merchantId);
      const [row] = await tx
        .insert(branches)
        .values({
          merchantId: who.merchantId,
          cityId: city.id,
          latitude: city.latitude,
          longitude: city.longitude,
          isMain: true,
          deliveryStart: input.open,
          deliveryEnd: input.close,
          settings: DEFAULT_BRANCH_SETTINGS,
          ...fields,
        })
        .returning({ id: branches.id });
      branchId = row!.id;
      await tx.execute(sql`
        insert into ${productBranches} (merchant_id, product_id, branch_id, is_active)
        select ${who.merchantId}, p.id, ${branchId}, true from ${products} p
        where p.merchant_id = ${who.merchantId} and not p.archived`);
      await recordAudit(tx, who, { entity: 'branch', entityId: branchId, action: 'create', after: fields });
    }
    await bumpCatalogue(tx, who.merchantId);
    return branchId;
  });
}

async function mainCity(tx: Database, merchantId: number) {
  const [city] = await tx
    .select()
    .from(cities)
    .where(eq(cities.merchantId, merchantId))
    .orderBy(sql`${cities.isMain} desc`, asc(cities.id))
    .limit(1);
  if (city) return city;
  const [created] = await tx
    .insert(cities)
    .values({
      merchantId,
      name: { uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' },
      latitude: 41.311081,
      longitude: 69.240562,
      isMain: true,
    })
    .returning();
  await tx.update(merchants).set({ mainCityId: created!.id }).where(eq(merchants.id, merchantId));
  return created!;
}

const MENU = { uz: 'Menyu', ru: 'Меню', eng: 'Menu' };

/** A dish in the first category (made, with its group, when the menu is empty), sold at every branch. */
export async function addFirstProduct(db: Database, who: Who, input: SetupProduct): Promise<number> {
  const name = { uz: input.name, ru: input.name, eng: input.name };
  return db.transaction(async (tx) => {
    await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.id, who.merchantId))
      .for('update');
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.merchantId, who.merchantId), eq(categories.isActive, true)))
      .orderBy(asc(categories.priority), asc(categories.id))
      .limit(1);
    let categoryId = category?.id;
    if (!categoryId) {
      const [group] = await tx
        .insert(menuGroups)
        .values({ merchantId: who.merchantId, name: MENU, priority: 10 })
        .returning({ id: menuGroups.id });
      const [created] = await tx
        .insert(categories)
        .values({ merchantId: who.merchantId, groupId: group!.id, name: MENU, priority: 10 })
        .returning({ id: categories.id });
      categoryId = created!.id;
      await recordAudit(tx, who, {
        entity: 'group',
        entityId: group!.id,
        action: 'create',
        after: { name: MENU },
      });
      await recordAudit(tx, who, {
        entity: 'category',
        entityId: categoryId,
        action: 'create',
        after: { name: MENU, groupId: group!.id },
      });
    }
    const [product] = await tx
      .insert(products)
      .values({
        merchantId: who.merchantId,
        categoryId,
        name,
        description: { uz: '', ru: '', eng: '' },
        composition: { uz: '', ru: '', eng: '' },
        costPrice: input.price,
      })
      .returning({ id: products.id });
    const productId = product!.id;
    await tx.execute(sql`
      insert into ${productBranches} (merchant_id, product_id, branch_id, is_active)
      select ${who.merchantId}, ${productId}, b.id, true from ${branches} b
      where b.merchant_id = ${who.merchantId} and not b.deleted`);
    await recordAudit(tx, who, {
      entity: 'product',
      entityId: productId,
      action: 'create',
      after: { name, categoryId, costPrice: input.price },
    });
    await bumpCatalogue(tx, who.merchantId);
    return productId;
  });
}

/** Live from now on; false when it already was (nothing written, nothing audited). */
export async function goLive(db: Database, who: Who): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(merchants)
      .set({ live: true })
      .where(and(eq(merchants.id, who.merchantId), eq(merchants.live, false)))
      .returning({ id: merchants.id });
    if (changed.length === 0) return false;
    await recordAudit(tx, who, {
      entity: 'merchant',
      entityId: who.merchantId,
      action: 'update',
      before: { live: false },
      after: { live: true },
    });
    return true;
  });
}
