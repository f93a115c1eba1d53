import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MerchantRow } from '@dastarkhan/db';
import {
  LANGUAGES,
  type Language,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_PATH,
  LOCALE_COOKIE_SAME_SITE,
  MERCHANT_COOKIE,
  ownDomainCandidate,
  resolveTenant,
} from '@dastarkhan/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerImmutableAssets } from '../http/immutable-assets.js';
import { internalRequestHeaders } from '../http/internal-requests.js';
import { findMerchantByDomain, findMerchantById, findMerchantBySub } from '../http/merchant-repository.js';
import { cachedMerchantSettings } from '../http/merchant-settings.js';

export const consoleBuildRoot = fileURLToPath(new URL('../../../console/build/', import.meta.url));
const BOOT_MARK = '<!--console-boot-->';

/**
 * Serves the merchant console (apps/console, client-rendered) under /console/ on every tenant's
 * host (docs/decisions/019): hashed assets as immutable files, and for every other /console/
 * path its index.html with the tenant — resolved exactly as the storefront resolves it — inlined
 * as JSON, so the app starts without a round trip. An unknown tenant gets the storefront's 404.
 */
export async function registerConsole(app: FastifyInstance, root = consoleBuildRoot) {
  const indexFile = join(root, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (template) {
    await registerImmutableAssets(app, join(root, 'assets'), '/console/assets/');
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The merchant console has not been built: run `npm run build -w apps/console`.\n');
    }
    const merchant = await tenantOf(app, request);
    if (!merchant) return storefrontNotFound(app, request, reply);
    const settings = await cachedMerchantSettings(app, merchant.id);
    const languages = LANGUAGES.filter((lang) => settings[`${lang}LangActive`]);
    const main: Language = settings.mainLanguage ?? 'ru';
    const boot = {
      merchant: {
        id: merchant.id,
        sub: merchant.sub,
        name: merchant.name,
        logo: merchant.logo,
        color: merchant.color,
        live: merchant.live,
      },
      languages: languages.length > 0 ? languages : ['uz'],
      mainLanguage: languages.includes(main) ? main : (languages[0] ?? 'uz'),
      mainColor: settings.mainColor,
      // The zone editor's map (issue 17): the same tiles as the storefront's maps.
      mapTileUrl: app.deps.config.mapTileUrl,
    };
    // `<` escaped: no value can close the script element it sits in.
    const json = JSON.stringify(boot).replace(/</g, '\\u003c');
    if (cookieOf(request) !== String(merchant.id)) {
      reply.header(
        'set-cookie',
        `${MERCHANT_COOKIE}=${merchant.id}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=${LOCALE_COOKIE_PATH}; SameSite=${LOCALE_COOKIE_SAME_SITE}`,
      );
    }
    // The page depends on the host and the merchant cookie (its tenant): private, per both.
    return reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie, Host')
      .type('text/html; charset=utf-8')
      .send(
        template.replace(BOOT_MARK, `<script type="application/json" id="console-boot">${json}</script>`),
      );
  };

  app.get('/console', async (request, reply) => {
    const query = request.url.slice('/console'.length);
    return reply.redirect(`/console/${query}`, 301);
  });
  app.get('/console/', page);
  app.get('/console/*', page);
}

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === MERCHANT_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The storefront's rule (spec §1): sub-domain, `?vendor=` on development hosts, the cookie. */
async function tenantOf(app: FastifyInstance, request: FastifyRequest): Promise<MerchantRow | null> {
  const { db, config } = app.deps;
  const vendor = new URL(request.url, 'http://localhost').searchParams.get('vendor');
  const ownDomain = ownDomainCandidate(request.host, config.developmentHosts);
  const byDomain = ownDomain ? await findMerchantByDomain(db, ownDomain) : null;
  if (byDomain) return byDomain;
  const choice = resolveTenant({
    host: request.host,
    vendor,
    merchantCookie: cookieOf(request),
    developmentHosts: config.developmentHosts,
    platformHosts: config.platformHosts,
  });
  if (choice.kind === 'none') return null;
  if (choice.kind === 'sub') return findMerchantBySub(db, choice.sub);
  // A stale cookie of a merchant that is gone: the development default, as the storefront does.
  return (await findMerchantById(db, choice.merchantId)) ?? findMerchantBySub(db, choice.fallbackSub);
}

/**
 * The very page the storefront answers for this host and query (its "no such tenant" 404), so
 * both halves of the site say the same; a plain 404 when the storefront is not built.
 */
async function storefrontNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const storefront = await app.inject({
    method: 'GET',
    url: `/${search}`,
    headers: {
      host: request.headers.host ?? 'localhost',
      cookie: request.headers.cookie ?? '',
      ...internalRequestHeaders(),
    },
  });
  reply.status(404).header('cache-control', 'no-cache');
  if (storefront.statusCode === 404) {
    const csp = storefront.headers['content-security-policy'];
    if (typeof csp === 'string') reply.header('content-security-policy', csp);
    return reply.type(String(storefront.headers['content-type'] ?? 'text/html')).send(storefront.body);
  }
  return reply.type('text/plain; charset=utf-8').send('Not found\n');
}
