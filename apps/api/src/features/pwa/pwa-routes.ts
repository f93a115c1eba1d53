import { type Language, ownDomainCandidate, resolveTenant } from '@dastarkhan/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findMerchantByDomain, findMerchantById, findMerchantBySub } from '../../http/merchant-repository.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { toPublicMerchant } from '../merchants/index.js';
import { type IconPurpose, iconVersion, mediaKeyOf, renderIcon } from './app-icon.js';
import {
  appName,
  buildManifest,
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  manifestLanguage,
  onThemeColor,
  themeColor,
} from './manifest.js';
import { consoleServiceWorkerSource } from './push-worker.js';
import { serviceWorkerSource } from './service-worker.js';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The tenant of this request, exactly as the storefront picks it (own domain, sub-domain, ?vendor=, cookie). */
async function tenantOf(app: FastifyInstance, request: FastifyRequest) {
  const { db, config } = app.deps;
  const query = request.query as Query;
  const host = request.host;
  const own = ownDomainCandidate(host, config.developmentHosts);
  const byDomain = own ? await findMerchantByDomain(db, own) : null;
  if (byDomain) return byDomain;
  const choice = resolveTenant({
    host,
    vendor: one(query.vendor) ?? null,
    merchantCookie: cookie(request.headers.cookie, 'merchant'),
    developmentHosts: config.developmentHosts,
    platformHosts: config.platformHosts,
  });
  if (choice.kind === 'none') return null;
  if (choice.kind === 'sub') return findMerchantBySub(db, choice.sub);
  return (await findMerchantById(db, choice.merchantId)) ?? findMerchantBySub(db, choice.fallbackSub);
}

async function brandOf(app: FastifyInstance, request: FastifyRequest) {
  const row = await tenantOf(app, request);
  if (!row) return null;
  const merchant = toPublicMerchant(row);
  const settings = await cachedMerchantSettings(app, merchant.id);
  const query = request.query as Query;
  const lang: Language = manifestLanguage(
    one(query.lang) ?? cookie(request.headers.cookie, 'lang'),
    settings,
  );
  const iconInput = {
    logoKey: mediaKeyOf(settings.logo) ?? mediaKeyOf(settings.favicon),
    name: appName(merchant, settings, lang),
    color: themeColor(settings),
    onColor: onThemeColor(settings),
    background: settings.isDark ? DARK_BACKGROUND : LIGHT_BACKGROUND,
  };
  return { merchant, settings, lang, iconInput };
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('application/json')
    .send({ error: { code: 'MERCHANT_NOT_FOUND' } });
}

/**
 * The installable storefront (decision 030): the tenant's web app manifest, its icons and the
 * service worker. Outside `/api` because browsers look for them at the site's root.
 */
export function registerPwaRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', async (request, reply) => {
    const brand = await brandOf(app, request);
    if (!brand) return notFound(reply);
    const query = request.query as Query;
    // The icons are asked for without cookies: they carry the tenant of a development host.
    const vendor = one(query.vendor);
    const params = new URLSearchParams();
    if (vendor && /^[a-z0-9-]{1,63}$/i.test(vendor)) params.set('vendor', brand.merchant.sub);
    params.set('lang', brand.lang);
    const manifest = buildManifest({
      merchant: brand.merchant,
      settings: brand.settings,
      lang: brand.lang,
      iconQuery: `?${params}`,
      iconVersion: iconVersion(brand.iconInput),
    });
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'cookie');
    return reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  });

  app.get('/pwa/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const match = /^icon-(192|512)(-maskable)?\.png$/.exec(file);
    if (!match)
      return reply
        .code(404)
        .type('application/json')
        .send({ error: { code: 'NOT_FOUND' } });
    const brand = await brandOf(app, request);
    if (!brand) return notFound(reply);
    const purpose: IconPurpose = match[2] ? 'maskable' : 'any';
    const png = await renderIcon(app.deps.storage, { ...brand.iconInput, size: Number(match[1]), purpose });
    // The manifest names the icon with a version of its inputs (`v=`): a changed logo is a new URL.
    reply.header('cache-control', 'public, max-age=86400');
    return reply.type('image/png').send(png);
  });

  // Built on first use: the build id is known only once the storefront is registered.
  let source: string | null = null;
  app.get('/sw.js', async (_request, reply) => {
    source ??= serviceWorkerSource(app.deps.config.buildId);
    // Checked on every visit so a deployment's worker replaces the old one at once.
    reply.header('cache-control', 'no-cache');
    reply.header('service-worker-allowed', '/');
    return reply.type('text/javascript; charset=utf-8').send(source);
  });

  // The console's own worker (scope /console/): push of new orders only, decision 033.
  let consoleSource: string | null = null;
  app.get('/console/sw.js', async (_request, reply) => {
    consoleSource ??= consoleServiceWorkerSource(app.deps.config.buildId);
    reply.header('cache-control', 'no-cache');
    return reply.type('text/javascript; charset=utf-8').send(consoleSource);
  });
}
