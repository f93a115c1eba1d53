import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_BUILDS, clearStamp, staleness, writeStamp } from './build-freshness.mjs';

// Decision 052: `npm start` rebuilds an app only when what its build reads has changed.

const build = {
  name: 'storefront',
  workspace: 'apps/web',
  output: 'apps/web/build/server/index.js',
  stamp: 'apps/web/build/.inputs-hash',
  inputs: ['apps/web/src', 'packages/domain/src', 'package-lock.json'],
  env: ['WEB_SOURCEMAP'],
};

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** What a successful `npm start` build leaves: the output, and the stamp of the inputs it read. */
const built = () => {
  const { hash } = staleness(root, build, { env: {} });
  write(build.output, 'export {}');
  writeStamp(root, build, hash);
};
const reason = (options = {}) => staleness(root, build, { env: {}, ...options }).reason;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  write('apps/web/src/root.tsx', 'export default 1;');
  write('apps/web/src/lib/price.ts', 'export const price = 1;');
  write('packages/domain/src/index.ts', 'export {};');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleness', () => {
  it('builds what was never built, then skips it while nothing changed', () => {
    expect(reason()).toBe('not built yet');
    built();
    expect(reason()).toBeNull();
  });

  it('skips a file touched without a change: contents count, not times', () => {
    built();
    utimesSync(join(root, 'apps/web/src/root.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(reason()).toBeNull();
  });

  it.each([
    ['an edited source', () => write('apps/web/src/lib/price.ts', 'export const price = 2;')],
    ['a new source', () => write('apps/web/src/lib/new.ts', 'export {};')],
    ['a deleted source', () => rmSync(join(root, 'apps/web/src/lib/price.ts'))],
    [
      'a renamed source',
      () => {
        rmSync(join(root, 'apps/web/src/lib/price.ts'));
        write('apps/web/src/lib/cost.ts', 'export const price = 1;');
      },
    ],
    ['an edited workspace package', () => write('packages/domain/src/index.ts', 'export const x = 1;')],
    ['a changed lockfile', () => write('package-lock.json', '{"lockfileVersion":3}')],
  ])('rebuilds after %s', (_what, change) => {
    built();
    change();
    expect(reason()).toBe('sources changed');
  });

  it('does not rebuild for a unit test or for what lies in build or node_modules folders', () => {
    built();
    write('apps/web/src/lib/price.test.ts', 'it("x", () => {});');
    write('apps/web/src/node_modules/x/index.js', '');
    write('packages/domain/src/build/x.js', '');
    expect(reason()).toBeNull();
  });

  it('rebuilds when a listed environment variable differs from the last build', () => {
    built();
    expect(reason({ env: { WEB_SOURCEMAP: '1' } })).toBe('sources changed');
  });

  it('rebuilds when asked, when the output is gone, or when the stamp is (a failed build)', () => {
    built();
    expect(reason({ force: true })).toBe('rebuild asked for');
    clearStamp(root, build);
    expect(reason()).toBe('built by something else, inputs unknown');
    built();
    rmSync(join(root, build.output));
    expect(reason()).toBe('not built yet');
  });
});

describe('APP_BUILDS', () => {
  it('lists for each app its sources, the workspace packages it bundles and the lockfile', () => {
    for (const app of APP_BUILDS) {
      expect(app.inputs).toEqual(
        expect.arrayContaining([
          `${app.workspace}/src`,
          'packages/domain/src',
          'packages/client/src',
          'package-lock.json',
        ]),
      );
      expect(app.stamp.startsWith(`${app.workspace}/build/`)).toBe(true);
    }
  });
});
