// Is an app's build up to date? `npm start` asks this before building the storefront or the
// console (decision 052): a content hash of everything the build reads — the app's sources and
// configs, the workspace packages it bundles, the installed dependencies, the build scripts and
// the environment variables that change its output — is written beside the build output after a
// successful build, and a later start rebuilds only when that hash differs or the output is gone.
// Contents, not times: a checkout or `touch` that changes nothing costs nothing, and an edit that
// keeps a file's size and second is still seen.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Folders a build never reads from a source tree: outputs, dependencies, generated types. */
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', '.git']);
/** Unit tests sit beside the code but no app imports them, so editing one changes no bundle. */
const SKIPPED_FILE = /\.test\.(ts|tsx|mjs|js)$/;

/** What the storefront's and the console's builds read (paths relative to the repository). */
const SHARED_INPUTS = [
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/client/src',
  'packages/client/package.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
  // What is installed, as npm recorded it (differs from package-lock.json until `npm ci` ran).
  'node_modules/.package-lock.json',
  'scripts/precompress.mjs',
];

export const APP_BUILDS = [
  {
    name: 'storefront',
    workspace: 'apps/web',
    output: 'apps/web/build/server/index.js',
    stamp: 'apps/web/build/.inputs-hash',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/tsconfig.json',
      ...SHARED_INPUTS,
    ],
    env: ['WEB_SOURCEMAP'],
  },
  {
    name: 'console',
    workspace: 'apps/console',
    output: 'apps/console/build/index.html',
    stamp: 'apps/console/build/.inputs-hash',
    inputs: [
      'apps/console/src',
      'apps/console/public',
      'apps/console/index.html',
      'apps/console/package.json',
      'apps/console/vite.config.ts',
      'apps/console/tsconfig.json',
      ...SHARED_INPUTS,
    ],
    env: [],
  },
];

/** Every file below `path` a build may read, sorted so the hash does not depend on listing order. */
function inputFiles(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return SKIPPED_FILE.test(path) ? [] : [path];
  const files = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...inputFiles(root, child));
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      files.push(child);
    }
  }
  return files;
}

/**
 * The hash of one build's inputs: each file's path and contents (a renamed or deleted file counts
 * too), a missing input named as missing, then the listed environment variables.
 */
export function inputsHash(root, build, env = process.env) {
  const hash = createHash('sha256');
  for (const path of build.inputs) {
    const files = inputFiles(root, path).sort();
    if (files.length === 0) hash.update(`missing ${path}\0`);
    for (const file of files) {
      hash.update(`${file.split(sep).join('/')}\0`);
      hash.update(readFileSync(join(root, file)));
      hash.update('\0');
    }
  }
  for (const name of build.env) hash.update(`env ${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/**
 * Whether `build` must run: `force`, no output, no stamp (a build that failed or never finished
 * leaves none) or a stamp of other inputs. Returns the reason, or null when it is up to date,
 * and the hash to stamp after building.
 */
export function staleness(root, build, { force = false, env = process.env } = {}) {
  const hash = inputsHash(root, build, env);
  if (force) return { reason: 'rebuild asked for', hash };
  if (!existsSync(join(root, build.output))) return { reason: 'not built yet', hash };
  const stampFile = join(root, build.stamp);
  if (!existsSync(stampFile)) return { reason: 'built by something else, inputs unknown', hash };
  if (readFileSync(stampFile, 'utf8').trim() !== hash) return { reason: 'sources changed', hash };
  return { reason: null, hash };
}

/** Removed before a build starts, so an interrupted or failed build is never taken as fresh. */
export function clearStamp(root, build) {
  rmSync(join(root, build.stamp), { force: true });
}

/** Written after a successful build with the hash of the inputs as they were when it started. */
export function writeStamp(root, build, hash) {
  writeFileSync(join(root, build.stamp), `${hash}\n`);
}
