import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodingFor, etagOf, ifNoneMatch } from './prepared-body.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

interface Asset {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Reads one asset and the brotli/gzip copies the build wrote beside it; null when it is not there. */
function readAsset(file: string): Asset | null {
  let identity: Buffer;
  try {
    if (!statSync(file).isFile()) return null;
    identity = readFileSync(file);
  } catch {
    return null;
  }
  const copy = (suffix: string) => {
    try {
      return readFileSync(`${file}${suffix}`);
    } catch {
      return undefined;
    }
  };
  return {
    type: CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    etag: etagOf(identity),
    identity,
    br: copy('.br'),
    gzip: copy('.gz'),
  };
}

function* filesBelow(folder: string): Generator<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else if (!/\.(br|gz)$/.test(entry.name)) yield path;
  }
}

/**
 * Serves a build's content-hashed assets from memory: read once at start with the brotli and gzip
 * copies the build wrote beside each file (scripts/precompress.mjs), cached for a year as
 * immutable, never compressed again per request and never read from disk per request (issue 22:
 * the storefront's main chunk went from 116 req/s, compressed on every request, to the menu API's
 * pace). A name not known at start (a build replaced under a running process) is looked for on
 * disk once and kept; a missing one is the app's 404.
 */
export async function registerImmutableAssets(app: FastifyInstance, root: string, prefix: string) {
  const base = resolve(root);
  const assets = new Map<string, Asset>();
  for (const file of filesBelow(base)) {
    const asset = readAsset(file);
    if (asset) assets.set(relative(base, file).split(sep).join('/'), asset);
  }

  const lookup = (name: string): Asset | null => {
    const known = assets.get(name);
    if (known) return known;
    const full = resolve(base, name);
    if (!full.startsWith(base + sep) || /\.(br|gz)$/.test(name)) return null;
    const asset = readAsset(full);
    if (asset) assets.set(name, asset);
    return asset;
  };

  const send = (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const asset = lookup(request.params['*']);
    if (!asset) return reply.callNotFound();
    reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', asset.etag)
      // The answer depends on Accept-Encoding; caches between us and the client must know it.
      .header('vary', 'accept-encoding');
    if (ifNoneMatch(request, asset.etag)) return reply.status(304).send();
    const encoding = encodingFor(request);
    const copy = encoding && asset[encoding];
    if (copy) return reply.header('content-encoding', encoding).send(copy);
    // Small files and images have no copy; identity, which the compression plugin leaves alone
    // unless the client asked for a coding this build has no copy of.
    return reply.send(asset.identity);
  };
  app.get<{ Params: { '*': string } }>(`${prefix}*`, send);
}
