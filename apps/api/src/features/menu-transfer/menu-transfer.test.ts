import { tables } from '@dastarkhan/db';
import { MENU_COLUMNS } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp } from '../../test-support/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());
const demo = String(await t.merchantId('demo'));
const lavash = String(await t.merchantId('lavash'));
const nextPhone = phoneSequence('99898');
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const operator = (await loginByPhone(t, demo, '998900000001')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const customer = (await loginByPhone(t, demo, nextPhone())).token;

const exportMenu = (token: string, format: 'csv' | 'xlsx', merchant = demo) =>
  t.app.inject({
    url: `/api/products/v1/operator/menu/export?format=${format}`,
    headers: { ...asUser(merchant, token), 'accept-language': 'ru' },
  });
const importMenu = (token: string, body: Buffer | string, dryRun: boolean, merchant = demo) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/v1/operator/menu/import?dryRun=${dryRun}`,
    headers: { ...asUser(merchant, token), 'content-type': 'text/csv' },
    payload: typeof body === 'string' ? Buffer.from(body) : body,
  });

const productRows = (merchant = demo) =>
  t.db
    .select()
    .from(tables.products)
    .where(and(eq(tables.products.merchantId, Number(merchant)), eq(tables.products.archived, false)));
const productById = async (id: number) =>
  (await t.db.select().from(tables.products).where(eq(tables.products.id, id)))[0]!;
const version = async () =>
  (
    await t.db
      .select()
      .from(tables.merchants)
      .where(eq(tables.merchants.id, Number(demo)))
  )[0]!.catalogueVersion;
const importAudits = async () =>
  t.db
    .select()
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.merchantId, Number(demo)), eq(tables.auditLog.action, 'import')));
const storefrontProduct = async (id: number) => {
  const res = await t.app.inject({ url: '/api/products/v1/overalls', headers: { merchant: demo } });
  return (res.json().data.products as Array<{ id: number; costPrice: number }>).find((p) => p.id === id);
};

describe('the menu export', () => {
  it('gives every product as CSV for Excel: a BOM, the import columns, category names in the asked language', async () => {
    const res = await exportMenu(owner, 'csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="menu-demo-.+\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(MENU_COLUMNS.join(','));
    expect(lines).toHaveLength((await productRows()).length + 1);
    expect(res.body).toMatch(/[А-Яа-я]/);
  });

  it('gives the same as an XLSX workbook with numbers as numbers', async () => {
    const res = await exportMenu(owner, 'xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...MENU_COLUMNS]);
    expect(sheet.rowCount).toBe((await productRows()).length + 1);
    expect(typeof sheet.getRow(2).getCell(MENU_COLUMNS.indexOf('costPrice') + 1).value).toBe('number');
  });
});

describe('the menu import', () => {
  it('reads its own export back, XLSX and CSV, as nothing to change', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const file = (await exportMenu(owner, format)).rawPayload;
      const res = await importMenu(owner, file, true);
      expect(res.statusCode, res.body).toBe(200);
      const { applied, summary, rows } = res.json().data;
      expect(applied).toBe(false);
      expect(summary).toEqual({ create: 0, update: 0, unchanged: (await productRows()).length, error: 0 });
      expect(rows.every((r: { action: string }) => r.action === 'unchanged')).toBe(true);
    }
  });

  it('previews a changed price without writing it, then applies it in one audited step the storefront sees', async () => {
    const [plov] = await productRows();
    const before = await version();
    const audits = (await importAudits()).length;
    const file = `id;costPrice\r\n${plov!.id};"${(plov!.costPrice + 1500).toLocaleString('ru-RU')}"\r\n`;

    const preview = await importMenu(owner, file, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.rows).toEqual([
      expect.objectContaining({
        line: 2,
        action: 'update',
        productId: plov!.id,
        changes: [{ column: 'costPrice', before: plov!.costPrice, after: plov!.costPrice + 1500 }],
      }),
    ]);
    expect((await productById(plov!.id)).costPrice).toBe(plov!.costPrice);
    expect(await version()).toBe(before);

    const applied = await importMenu(owner, file, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ applied: true, summary: { update: 1 } });
    expect((await productById(plov!.id)).costPrice).toBe(plov!.costPrice + 1500);
    expect(await version()).toBe(before + 1);
    const entries = await importAudits();
    expect(entries).toHaveLength(audits + 1);
    expect(entries.at(-1)!.after).toMatchObject({
      products: { [plov!.id]: { costPrice: plov!.costPrice + 1500 } },
    });
    expect((await storefrontProduct(plov!.id))?.costPrice).toBe(plov!.costPrice + 1500);
  });

  it("changes only the file's columns: a product's option groups and branch prices stay as they were", async () => {
    const editable = async () =>
      (await t.app.inject({ url: '/api/products/v1/operator/menu', headers: asUser(demo, owner) })).json()
        .data.products as Array<{
        id: number;
        costPrice: number;
        modificationGroups: unknown[];
        productBranch: unknown[];
      }>;
    const withOptions = (await editable()).find((p) => p.modificationGroups.length > 0)!;
    const res = await importMenu(
      owner,
      `id,costPrice\n${withOptions.id},${withOptions.costPrice + 100}\n`,
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await editable()).find((p) => p.id === withOptions.id)!;
    expect(after.costPrice).toBe(withOptions.costPrice + 100);
    expect(after.modificationGroups).toEqual(withOptions.modificationGroups);
    expect(after.productBranch).toEqual(withOptions.productBranch);
  });

  it('creates a product from a row without an id, sold at every branch, and matches it by its key the next time', async () => {
    const [first] = await productRows();
    const file = [
      'externalKey,categoryId,name.uz,name.ru,name.eng,costPrice,labels,active',
      `pos-777,${first!.categoryId},Yangi somsa,Новая самса,New somsa,18000,hot; new,1`,
    ].join('\n');
    const preview = await importMenu(owner, file, true);
    expect(preview.json().data.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
    const res = await importMenu(owner, file, false);
    expect(res.statusCode, res.body).toBe(200);
    const [made] = await t.db
      .select()
      .from(tables.products)
      .where(and(eq(tables.products.merchantId, Number(demo)), eq(tables.products.externalKey, 'pos-777')));
    expect(made).toMatchObject({ costPrice: 18000, labels: ['hot', 'new'], name: { uz: 'Yangi somsa' } });
    const soldAt = await t.db
      .select()
      .from(tables.productBranches)
      .where(eq(tables.productBranches.productId, made!.id));
    const branches = await t.db
      .select()
      .from(tables.branches)
      .where(and(eq(tables.branches.merchantId, Number(demo)), eq(tables.branches.deleted, false)));
    expect(soldAt).toHaveLength(branches.length);
    expect(await storefrontProduct(made!.id)).toBeDefined();

    const again = await importMenu(owner, file, true);
    expect(again.json().data.rows[0]).toMatchObject({ action: 'unchanged', productId: made!.id });
  });

  it('reports each bad row with its column and a localised reason, and writes nothing, not even the good rows', async () => {
    const [a, b] = await productRows();
    const [lavashProduct] = await productRows(lavash);
    const before = await version();
    const file = [
      'id,categoryId,costPrice,discount,name.uz',
      `${a!.id},${a!.categoryId},-500,0,${a!.name.uz}`,
      `${b!.id},999999,${b!.costPrice},0,${b!.name.uz}`,
      `${lavashProduct!.id},${a!.categoryId},1000,0,X`,
      `${a!.id},${a!.categoryId},${a!.costPrice + 1},0,${a!.name.uz}`,
      `,${a!.categoryId},1000,150,Bad discount`,
      `,${a!.categoryId},abc,0,Not a number`,
      `,${a!.categoryId},2000,0,Good new row`,
      `,${a!.categoryId},,0,No price`,
    ].join('\n');
    const preview = await importMenu(owner, file, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().data.rows as Array<{
      action: string;
      errors: Array<{ column: string; code: string; message: Record<string, string> }>;
    }>;
    const errorOf = (i: number) => rows[i]!.errors.map((e) => [e.column, e.code]);
    expect(errorOf(0)).toEqual([['costPrice', 'PRICE_INVALID']]);
    expect(errorOf(1)).toEqual([['categoryId', 'CATEGORY_NOT_FOUND']]);
    expect(errorOf(2)).toEqual([['id', 'PRODUCT_NOT_FOUND']]);
    expect(errorOf(3)).toEqual([['id', 'IMPORT_DUPLICATE_ROW']]);
    expect(errorOf(4)).toEqual([['discount', 'DISCOUNT_OUT_OF_RANGE']]);
    expect(errorOf(5)).toEqual([['costPrice', 'IMPORT_VALUE_INVALID']]);
    expect(rows[6]!.action).toBe('create');
    expect(errorOf(7)).toEqual([['costPrice', 'REQUIRED_FIELD']]);
    for (const error of rows.flatMap((r) => r.errors))
      for (const lang of ['uz', 'ru', 'eng']) expect(error.message[lang]!.length).toBeGreaterThan(5);
    expect(preview.json().data.summary).toMatchObject({ error: 7, create: 1 });

    const count = (await productRows()).length;
    expectError(await importMenu(owner, file, false), 422, 'IMPORT_HAS_ERRORS');
    expect((await productRows()).length).toBe(count);
    expect((await productById(a!.id)).costPrice).toBe(a!.costPrice);
    expect(await version()).toBe(before);
  });

  it('refuses a photo of another tenant or one that is not stored', async () => {
    const [a] = await productRows();
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#09c' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/media/v1/operator/photos',
      headers: { ...asUser(lavash, lavashOwner), 'content-type': 'image/png' },
      payload: photo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    for (const image of [uploaded.json().data.url, `/api/media/photos/${demo}/missing.webp`]) {
      const res = await importMenu(owner, `id,image\n${a!.id},${image}\n`, true);
      expect(res.json().data.rows[0].errors.map((e: { code: string }) => e.code)).toEqual([
        'IMAGE_NOT_FOUND',
      ]);
    }
  });

  it('round-trips a name a spreadsheet would take for a formula', async () => {
    const [a] = await productRows();
    await t.db
      .update(tables.products)
      .set({ name: { ...a!.name, eng: '=1+2 plov' } })
      .where(eq(tables.products.id, a!.id));
    const csv = (await exportMenu(owner, 'csv')).body;
    expect(csv).toContain("'=1+2 plov");
    const res = await importMenu(owner, Buffer.from(csv), true);
    expect(res.json().data.summary.update).toBe(0);
  });

  it('refuses a file that is not a menu spreadsheet', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expectError(await importMenu(owner, png, true), 415, 'IMPORT_FILE_INVALID');
    expectError(await importMenu(owner, 'hello,world\n1,2\n', true), 415, 'IMPORT_FILE_INVALID');
    expectError(
      await importMenu(owner, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), true),
      415,
      'IMPORT_FILE_INVALID',
    );
    expectError(await importMenu(owner, '', true), 415, 'IMPORT_FILE_INVALID');
    expectError(
      await importMenu(owner, Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), true),
      413,
      'IMPORT_FILE_TOO_LARGE',
    );
  });

  it('is for OWNER and MANAGER of this tenant only', async () => {
    const file = (await exportMenu(owner, 'csv')).rawPayload;
    expectError(await exportMenu(customer, 'csv'), 403, 'NOT_STAFF');
    expectError(await exportMenu(operator, 'xlsx'), 403, 'FORBIDDEN');
    expectError(await importMenu(customer, file, true), 403, 'NOT_STAFF');
    expectError(await importMenu(operator, file, false), 403, 'FORBIDDEN');
    expect((await importMenu(lavashOwner, file, true, demo)).statusCode).toBe(401);
    // Another tenant's owner importing demo's file: every product and category is unknown to them.
    const res = await importMenu(lavashOwner, file, false, lavash);
    expectError(res, 422, 'IMPORT_HAS_ERRORS');
    const preview = (await importMenu(lavashOwner, file, true, lavash)).json().data;
    expect(preview.summary.error).toBe(preview.rows.length);
    expect(preview.rows[0].errors.map((e: { code: string }) => e.code)).toContain('PRODUCT_NOT_FOUND');
  });
});
