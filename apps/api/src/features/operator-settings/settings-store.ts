import { type Database, isValidMediaKey, tables } from '@dastarkhan/db';
import {
  defaultMerchantSettings,
  LANGUAGES,
  languageProblem,
  type MerchantSettings,
  MerchantSettingsSchema,
  mainColorTypeOf,
  type OperatorSettings,
  type OperatorSettingsUpdate,
  SETTINGS_LAYOUT,
  SETTINGS_SWITCHES,
} from '@dastarkhan/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../http/app-error.js';
import { announceSettingsChange } from '../../http/merchant-changes.js';
import { PRIVATE_SETTINGS_KEY, type PrivateSettings } from '../../http/merchant-settings.js';
import { type AuditChange, recordAudit } from '../audit/index.js';
import { staffChatBlocked } from '../telegram/index.js';
import { maskView, readCredentials, writeCredentials } from './credentials-store.js';

const { merchants, merchantSettings } = tables;

type Doc = Record<string, unknown>;

/** The stored document (with its server-only part) and the web settings parsed from it. */
async function loadDocument(db: Database, merchantId: number, lock: boolean) {
  const query = db
    .select({ settings: merchantSettings.settings })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  const [row] = lock ? await query.for('update') : await query;
  const raw: Doc = row?.settings ?? {};
  const parsed = MerchantSettingsSchema.safeParse({
    ...defaultMerchantSettings(merchantId),
    ...raw,
    merchantId,
  });
  const web = parsed.success ? parsed.data : defaultMerchantSettings(merchantId);
  const stored = (raw[PRIVATE_SETTINGS_KEY] ?? {}) as Partial<PrivateSettings>;
  const privateSettings: PrivateSettings = {
    smsSender: stored.smsSender ?? '',
    telegramStaffChatId: stored.telegramStaffChatId ?? '',
  };
  return { exists: Boolean(row), raw, web, privateSettings };
}

const pick = <T, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
const LAYOUT_KEYS = Object.keys(SETTINGS_LAYOUT) as Array<keyof typeof SETTINGS_LAYOUT>;

function viewOf(
  web: MerchantSettings,
): Omit<OperatorSettings, 'credentials' | 'domain' | 'staffChatBlocked'> {
  const on = LANGUAGES.filter((lang) => web[`${lang}LangActive`]);
  const main = web.mainLanguage && on.includes(web.mainLanguage) ? web.mainLanguage : (on[0] ?? 'uz');
  return {
    branding: {
      logo: web.logo,
      favicon: web.favicon,
      mainColor: web.mainColor.toUpperCase(),
      mainColorType: mainColorTypeOf(web.mainColor),
      isDark: web.isDark,
      title: web.title,
    },
    languages: { uz: web.uzLangActive, ru: web.ruLangActive, eng: web.engLangActive, main },
    switches: pick(web, SETTINGS_SWITCHES),
    layout: pick(web, LAYOUT_KEYS),
    orders: { unpaidOrderMinutes: web.unpaidOrderMinutes },
  };
}

export async function readOperatorSettings(
  app: FastifyInstance,
  merchantId: number,
): Promise<OperatorSettings> {
  const { db, config } = app.deps;
  const { web, privateSettings } = await loadDocument(db, merchantId, false);
  const [merchant] = await db
    .select({ domain: merchants.domain })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const open = await readCredentials(db, config.secrets.key, merchantId);
  const blocked = privateSettings.telegramStaffChatId
    ? await staffChatBlocked(app, merchantId, privateSettings.telegramStaffChatId)
    : null;
  return {
    ...viewOf(web),
    credentials: maskView(open, privateSettings),
    domain: merchant?.domain ?? '',
    staffChatBlocked: blocked ? { at: blocked.at, reason: blocked.reason } : null,
  };
}

/** `/api/media/<key>` or the bare key → the media address, refused unless the file exists. */
async function mediaAddress(
  app: FastifyInstance,
  value: string | null,
  field: string,
): Promise<string | null> {
  if (value === null || value === '') return null;
  const key = value.replace(/^\/api\/media\//, '');
  if (!isValidMediaKey(key) || !(await app.deps.storage.exists(key)))
    throw badRequest('MEDIA_NOT_FOUND', field);
  return `/api/media/${key}`;
}

/** A domain of the platform itself (or under it) would take another tenant's sub-domain. */
function platformOwned(app: FastifyInstance, domain: string): boolean {
  const { platformHosts, developmentHosts } = app.deps.config;
  return ['localhost', ...platformHosts, ...developmentHosts].some(
    (h) => domain === h || domain.endsWith(`.${h}`),
  );
}

/**
 * Applies an update in one transaction with its audit entries; refuses bad input before writing
 * anything. Answers the settings as they are now.
 */
export async function updateOperatorSettings(
  app: FastifyInstance,
  who: { merchantId: number; userId: number },
  update: OperatorSettingsUpdate,
): Promise<void> {
  const { db, config } = app.deps;
  const logo =
    update.branding?.logo !== undefined
      ? await mediaAddress(app, update.branding.logo, 'branding.logo')
      : undefined;
  const favicon =
    update.branding?.favicon !== undefined
      ? await mediaAddress(app, update.branding.favicon, 'branding.favicon')
      : undefined;
  if (update.domain && platformOwned(app, update.domain)) throw badRequest('DOMAIN_INVALID', 'domain');

  await db
    .transaction(async (tx) => {
      const { exists, raw, web, privateSettings } = await loadDocument(tx, who.merchantId, true);
      const before = viewOf(web);
      const next: MerchantSettings = { ...web };
      const b = update.branding;
      if (logo !== undefined) next.logo = logo;
      if (favicon !== undefined) next.favicon = favicon;
      if (b?.mainColor) {
        next.mainColor = b.mainColor;
        next.mainColorType = mainColorTypeOf(b.mainColor);
      }
      if (b?.isDark !== undefined) next.isDark = b.isDark;
      if (b?.title) next.title = b.title;
      const l = update.languages;
      const languages = {
        uz: l?.uz ?? before.languages.uz,
        ru: l?.ru ?? before.languages.ru,
        eng: l?.eng ?? before.languages.eng,
        main: l?.main ?? before.languages.main,
      };
      const problem = languageProblem(languages);
      if (problem)
        throw badRequest(problem, problem === 'LANGUAGE_MAIN_OFF' ? 'languages.main' : 'languages');
      next.uzLangActive = languages.uz;
      next.ruLangActive = languages.ru;
      next.engLangActive = languages.eng;
      next.mainLanguage = languages.main;
      Object.assign(next, update.switches ?? {}, update.layout ?? {});
      if (update.orders?.unpaidOrderMinutes !== undefined)
        next.unpaidOrderMinutes = update.orders.unpaidOrderMinutes;

      const [merchant] = await tx
        .select({ domain: merchants.domain })
        .from(merchants)
        .where(eq(merchants.id, who.merchantId))
        .for('update');
      const domainBefore = merchant?.domain ?? '';
      const domain = update.domain ?? domainBefore;
      if (domain && domain !== domainBefore) {
        const [taken] = await tx
          .select({ id: merchants.id })
          .from(merchants)
          .where(and(sql`lower(${merchants.domain}) = ${domain}`, ne(merchants.id, who.merchantId)));
        if (taken) throw new AppError(409, 'DOMAIN_TAKEN', {}, 'domain');
      }
      next.domain = domain;

      const nextPrivate: PrivateSettings = {
        smsSender: update.credentials?.sms?.sender ?? privateSettings.smsSender,
        telegramStaffChatId: update.credentials?.telegram?.staffChatId ?? privateSettings.telegramStaffChatId,
      };
      const doc = { ...raw, ...MerchantSettingsSchema.parse(next), [PRIVATE_SETTINGS_KEY]: nextPrivate };
      if (exists) {
        await tx
          .update(merchantSettings)
          .set({ settings: doc, lastModifiedDate: new Date() })
          .where(eq(merchantSettings.merchantId, who.merchantId));
      } else {
        await tx.insert(merchantSettings).values({ merchantId: who.merchantId, settings: doc });
      }
      await announceSettingsChange(tx, who.merchantId);
      // The public merchant record carries the logo and colour too (the console's boot, the bot).
      await tx
        .update(merchants)
        .set({ logo: next.logo, color: next.mainColor, domain: domain || null, lastModifiedDate: new Date() })
        .where(eq(merchants.id, who.merchantId));

      const entries: AuditChange[] = [
        {
          entity: 'settings',
          action: 'update',
          before: flatten({ ...before, private: privateSettings }),
          after: flatten({ ...viewOf(next), private: nextPrivate }),
        },
        { entity: 'domain', action: 'update', before: { domain: domainBefore }, after: { domain } },
      ];
      if (update.credentials)
        entries.push(...(await writeCredentials(tx, config.secrets.key, who.merchantId, update.credentials)));
      for (const entry of entries) await recordAudit(tx, who, entry);
    })
    .catch((error: unknown) => {
      // Two owners taking one domain at once: the unique index decides, the loser hears why.
      if (
        (error as { code?: string })?.code === '23505' ||
        String((error as Error)?.message).includes('merchants_domain_key')
      )
        throw new AppError(409, 'DOMAIN_TAKEN', {}, 'domain');
      throw error;
    });
  app.deps.settingsCache.delete(who.merchantId);
  app.deps.merchantCache.delete(who.merchantId);
  for (const channel of ['WEB', 'BOT']) app.deps.paymentTypesCache.delete(`${who.merchantId}:${channel}`);
}

/** `{ switches: { promoActive } }` → `{ 'switches.promoActive' }`: the log lists each field changed. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const nested = inner !== null && typeof inner === 'object' && !Array.isArray(inner) && key !== 'title';
    if (nested) Object.assign(out, flatten(inner as Record<string, unknown>, path));
    else out[path] = inner;
  }
  return out;
}
