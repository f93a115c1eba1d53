import { isValidMediaKey } from '@dastarkhan/db';
import {
  MENU_COLUMNS,
  MENU_IMPORT_MAX_BYTES,
  MENU_IMPORT_MAX_ROWS,
  MenuExportQuerySchema,
  MenuImportQuerySchema,
  MenuImportResultSchema,
  pickText,
} from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { defineRoute } from '../../http/define-route.js';
import { loadMerchantSettings } from '../../http/merchant-settings.js';
import { parseInput } from '../../http/parse-input.js';
import { readLimited } from '../../http/read-limited.js';
import { requestLanguage } from '../../http/request-language.js';
import { resolveMerchant } from '../../http/resolve-merchant.js';
import { requireStaff } from '../../http/staff-access.js';
import { warmMenu } from '../catalogue/index.js';
import { parseCsv, writeCsv } from './csv.js';
import { planImport } from './import-plan.js';
import { exportRow } from './menu-columns.js';
import { applyImport, loadMenuForTransfer } from './menu-transfer-repository.js';
import { readXlsx, writeXlsx } from './xlsx.js';

const BASE = '/api/products/v1/operator/menu';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The menu as a spreadsheet and back (issue 17, decision 025): export, then import with a preview. */
export function registerMenuTransferRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  docs.add({
    method: 'GET',
    url: `${BASE}/export`,
    summary: "The menu's products as a spreadsheet (XLSX, or CSV UTF-8 with BOM) in the import's columns",
    tag: 'staff',
    merchant: true,
    query: MenuExportQuerySchema,
    raw: { contentType: XLSX_TYPE, description: `One row per product; columns: ${MENU_COLUMNS.join(', ')}` },
  });
  app.get(`${BASE}/export`, async (request, reply) => {
    const merchant = await resolveMerchant(request);
    const auth = await authenticate(request, merchant);
    requireStaff(auth, 'menu.edit');
    const { format } = parseInput(MenuExportQuerySchema, request.query, 'query');
    const lang = requestLanguage(request);
    const menu = await loadMenuForTransfer(db(), merchant.id);
    const categoryName = new Map(menu.categories.map((c) => [c.id, pickText(c.name, lang)]));
    const order = new Map(menu.categories.map((c, i) => [c.id, i]));
    const rows = menu.products
      .filter((p) => !p.archived)
      .sort((a, b) => (order.get(a.categoryId) ?? 0) - (order.get(b.categoryId) ?? 0))
      .map((p) => exportRow(p, categoryName.get(p.categoryId) ?? ''));
    const table = [[...MENU_COLUMNS], ...rows];
    const name = `menu-${merchant.sub ?? merchant.id}-${new Date().toISOString().slice(0, 10)}`;
    reply.header('cache-control', 'no-store');
    if (format === 'csv')
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(writeCsv(table));
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${name}.xlsx"`)
      .send(await writeXlsx('Menu', table));
  });

  // The file is the body (CSV or XLSX, told apart by its bytes): its own scope reads any content
  // type under the import's limit, while the rest of the API keeps its JSON parser.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      readLimited(payload, request.headers['content-length'], MENU_IMPORT_MAX_BYTES, tooLarge).then(
        (body) => done(null, body),
        (error: Error) => done(error, undefined),
      );
    });
    defineRoute(scope, docs, {
      method: 'POST',
      url: `${BASE}/import`,
      summary:
        "Import a menu file (the export's CSV or XLSX as the body). dryRun=true (default): what would be created, changed, left alone, per row with its errors; dryRun=false: writes it all in one transaction, or nothing while any row has an error (422 IMPORT_HAS_ERRORS)",
      tag: 'staff',
      merchant: true,
      auth: true,
      query: MenuImportQuerySchema,
      response: MenuImportResultSchema,
      async handler({ merchant, auth, query, request }) {
        const staff = requireStaff(auth, 'menu.edit');
        const table = await readTable(request.body);
        const [header, ...lines] = table;
        if (!header?.some((h) => (MENU_COLUMNS as readonly string[]).includes(h.trim())))
          throw new AppError(415, 'IMPORT_FILE_INVALID');
        if (lines.length > MENU_IMPORT_MAX_ROWS) throw tooLarge();
        const [menu, settings] = await Promise.all([
          loadMenuForTransfer(db(), merchant.id),
          loadMerchantSettings(app, merchant.id),
        ]);
        const plan = await planImport(
          {
            merchantId: merchant.id,
            mainLanguage: settings.mainLanguage ?? 'uz',
            products: menu.products,
            categoryIds: new Set(menu.categories.map((c) => c.id)),
            imageStored: async (url) => {
              const key = url.slice('/api/media/'.length);
              return isValidMediaKey(key) && (await app.deps.storage.exists(key));
            },
          },
          header,
          lines,
        );
        const summary = { create: 0, update: 0, unchanged: 0, error: 0 };
        for (const row of plan.rows) summary[row.action]++;
        const answer = { applied: false, summary, rows: plan.rows };
        if (query.dryRun === 'true') return answer;
        if (summary.error > 0) {
          throw new AppError(422, 'IMPORT_HAS_ERRORS', { count: summary.error });
        }
        if (plan.writes.length > 0) {
          await applyImport(db(), { merchantId: merchant.id, userId: staff.userId }, plan.writes, summary);
          app.deps.merchantCache.delete(merchant.id);
          // This process builds the new menu before answering (as the editor's saves do).
          await warmMenu(app, merchant.id);
        }
        return { ...answer, applied: true };
      },
    });
  });
}

const tooLarge = () =>
  new AppError(413, 'IMPORT_FILE_TOO_LARGE', {
    maxMb: MENU_IMPORT_MAX_BYTES / 1024 / 1024,
    maxRows: MENU_IMPORT_MAX_ROWS,
  });

/** A ZIP (an XLSX is one) starts with "PK"; anything else must be UTF-8 text. */
async function readTable(body: unknown): Promise<string[][]> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(415, 'IMPORT_FILE_INVALID');
  if (body[0] === 0x50 && body[1] === 0x4b) {
    try {
      return await readXlsx(body);
    } catch {
      throw new AppError(415, 'IMPORT_FILE_INVALID');
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  // A binary file (or a legacy .xls) is not a CSV.
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new AppError(415, 'IMPORT_FILE_INVALID');
  return parseCsv(text);
}
