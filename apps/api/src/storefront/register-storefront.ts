import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { registerImmutableAssets } from '../http/immutable-assets.js';
import { pageContentSecurityPolicy } from './content-security-policy.js';
import { createInjectFetch } from './inject-fetch.js';

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
        const nonce = randomBytes(16).toString('base64');
        const response = await handle(toFetchRequest(request, reply.raw), {
          fetch,
          cspNonce: nonce,
          buildId: app.deps.config.buildId,
          mapTileUrl: app.deps.config.mapTileUrl,
          developmentHosts: app.deps.config.developmentHosts,
          platformHosts: app.deps.config.platformHosts,
        });
        reply.header('content-security-policy', pageContentSecurityPolicy(nonce, app.deps.config.mapTileUrl));
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
        return reply.send(response.body ?? undefined);
      },
    });
  });
  return { version: build.assets.version };
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
