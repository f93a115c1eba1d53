import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MERCHANT_HEADER } from '@dastarkhan/domain';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { registerImmutableAssets } from '../http/immutable-assets.js';
import { cachedPageContentSecurityPolicy, pageContentSecurityPolicy } from './content-security-policy.js';
import { createInjectFetch } from './inject-fetch.js';
import { type CachedPage, createPageCache, type PageCache, preparePage } from './page-cache.js';
import { pageCacheKey, storableAnswer, storableHtml } from './page-request.js';
import { collectWhileSending, replayableHeaders, sendCachedPage } from './serve-cached-page.js';
import { shareableHtml } from './shareable-html.js';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
export const storefrontServerBuild = join(webRoot, 'build/server/index.js');

/**
 * Serves the React Router storefront (apps/web, server-rendered) from this process: hashed
 * assets as immutable files, every other non-API path through React Router. Returns null when
 * the web app has not been built (API-only tests), so the caller can fall back; otherwise the
 * bundle's version, which identifies the deployment to the storefront's build watcher.
 */
export async function registerStorefront(app: FastifyInstance): Promise<{ version: string } | null> {
  if (!existsSync(storefrontServerBuild)) return null;
  const build = (await import(pathToFileURL(storefrontServerBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const clientRoot = join(webRoot, 'build/client');
  const fetch = createInjectFetch(app);
  const { config } = app.deps;
  // Anonymous pages rendered once per key (decision 044); PAGE_CACHE_MB=0 renders every one.
  const pageCache = createPageCache({ maxBytes: config.pageCacheBytes, changes: app.deps.merchantChanges });

  await registerImmutableAssets(app, join(clientRoot, 'assets'), '/assets/');
  // Other public files (icons, robots.txt); without globIgnore this would shadow /assets/.
  await app.register(staticFiles, {
    root: clientRoot,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
    decorateReply: false,
  });

  await app.register(async (scope) => {
    // React Router reads form bodies itself: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const key = pageCache.enabled ? pageCacheKey(request) : null;
        if (pageCache.enabled) reply.header('x-page-cache', key ? 'miss' : 'bypass');
        let claim: ReturnType<PageCache['claim']> | null = null;
        if (key) {
          const stored = pageCache.get(key);
          const rendering = stored ? undefined : pageCache.pending(key);
          // Claimed at once (no await between the look and the claim): one render per key.
          if (!stored && !rendering && request.method === 'GET') claim = pageCache.claim(key);
          const ready = stored ?? (rendering ? await rendering : null);
          if (ready) return sendCachedPage(request, reply, ready);
          // Waited for a render that could not be kept: render for this visitor, keep nothing.
        }
        try {
          return await render(request, reply, claim);
        } catch (error) {
          claim?.settle(null);
          throw error;
        }
      },
    });
  });

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    claim: ReturnType<PageCache['claim']> | null,
  ): Promise<FastifyReply> {
    const nonce = randomBytes(16).toString('hex');
    const renderedAfter = app.deps.merchantChanges.now();
    // The tenants the render asked the API about: a stored page belongs to exactly one.
    const merchants = new Set<string>();
    const response = await handle(toFetchRequest(request, reply.raw), {
      fetch: claim ? recordingMerchants(fetch, merchants) : fetch,
      cspNonce: nonce,
      buildId: config.buildId,
      clientRoot,
      mapTileUrl: config.mapTileUrl,
      developmentHosts: config.developmentHosts,
      platformHosts: config.platformHosts,
    });
    reply.header('content-security-policy', pageContentSecurityPolicy(nonce, config.mapTileUrl));
    // Unwrapped here rather than by Fastify at the very end: the HEAD answer (issue 20: a 500
    // before) and every onSend hook (Secure cookies) see the status, headers and body.
    reply.status(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    // A page depends on the host (the tenant) and the cookies (tenant, language, city): never
    // one visitor's copy for another. A receipt holds personal data: not kept at all.
    if (!response.headers.has('cache-control'))
      reply.header(
        'cache-control',
        request.url.startsWith('/receipt/') ? 'private, no-store' : 'private, no-cache',
      );
    reply.header('vary', 'Cookie, Host');
    const merchantId = merchants.size === 1 ? Number([...merchants][0]) : Number.NaN;
    if (!claim || !response.body || !storableAnswer(response) || !Number.isSafeInteger(merchantId)) {
      claim?.settle(null);
      return reply.send(response.body ?? undefined);
    }
    const headers = replayableHeaders(response.headers);
    const keep = claim;
    const body = collectWhileSending(
      response.body,
      (bytes) => {
        const rendered = bytes.toString('utf8');
        if (!storableHtml(rendered)) return keep.settle(null);
        const { html, scriptHashes } = shareableHtml(rendered, nonce);
        preparePage({
          merchantId,
          renderedAfter,
          storedAt: Date.now(),
          headers,
          scriptHashes,
          csp: cachedPageContentSecurityPolicy(scriptHashes, config.mapTileUrl),
          html,
        }).then(
          (page: CachedPage) => keep.settle(page),
          () => keep.settle(null),
        );
      },
      () => keep.settle(null),
    );
    return reply.send(body);
  }
  return { version: build.assets.version };
}

type InjectFetch = ReturnType<typeof createInjectFetch>;

/** The same fetch, noting the tenant (`merchant` header) of every API call the render makes. */
function recordingMerchants(fetch: InjectFetch, merchants: Set<string>): InjectFetch {
  return (url, init = {}) => {
    const merchant = new Headers(init.headers).get(MERCHANT_HEADER);
    if (merchant) merchants.add(merchant);
    return fetch(url, init);
  };
}

function toFetchRequest(request: FastifyRequest, raw: NodeJS.EventEmitter): Request {
  const controller = new AbortController();
  raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const init: RequestInit & { duplex?: 'half' } = {
    // HEAD is rendered as the GET it stands for (same status and headers); Fastify's HEAD route
    // drops the body.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as unknown as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, init);
}
