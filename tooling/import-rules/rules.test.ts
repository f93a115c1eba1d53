import { describe, expect, it } from 'vitest';
import type { ImportEdge } from './read-imports.js';
import { checkImports } from './rules.js';

const edge = (from: string, to: string, external = false): ImportEdge => ({ from, to, external, line: 1 });
const rulesBroken = (...edges: ImportEdge[]) => checkImports(edges).map((violation) => violation.rule);

describe('import rules', () => {
  it('lets a feature use another feature through its index', () => {
    expect(
      rulesBroken(edge('apps/web/src/features/checkout/form.tsx', 'apps/web/src/features/basket/index.ts')),
    ).toEqual([]);
  });

  it('refuses a feature reaching into another feature’s internals', () => {
    expect(
      rulesBroken(
        edge('apps/web/src/features/checkout/form.tsx', 'apps/web/src/features/basket/basket-store.ts'),
      ),
    ).toEqual(['import features/basket through its index, not its internals']);
  });

  it('refuses app-wide code importing a feature, even through its index', () => {
    expect(
      rulesBroken(edge('apps/web/src/app/session/session.ts', 'apps/web/src/features/login/index.ts')),
    ).toEqual(['app/ is app-wide and may not import a feature (features/login)']);
    expect(
      rulesBroken(edge('apps/api/src/http/define-route.ts', 'apps/api/src/features/auth/index.ts')),
    ).toEqual(['http/ is app-wide and may not import a feature (features/auth)']);
  });

  it('refuses a feature importing what puts the app together', () => {
    expect(rulesBroken(edge('apps/web/src/features/menu/menu.tsx', 'apps/web/src/routes/home.tsx'))).toEqual([
      'features/menu may not import routes (it puts the app together)',
    ]);
    expect(rulesBroken(edge('apps/api/src/features/orders/x.ts', 'apps/api/src/app.ts'))).toHaveLength(1);
  });

  it('keeps test support for tests', () => {
    expect(
      rulesBroken(edge('apps/api/src/features/orders/x.test.ts', 'apps/api/src/test-support/test-app.ts')),
    ).toEqual([]);
    expect(
      rulesBroken(edge('apps/api/src/features/orders/x.ts', 'apps/api/src/test-support/test-app.ts')),
    ).toHaveLength(1);
  });

  it('routes reach features through their index', () => {
    expect(rulesBroken(edge('apps/web/src/routes/home.tsx', 'apps/web/src/features/menu/index.ts'))).toEqual(
      [],
    );
    expect(
      rulesBroken(edge('apps/web/src/routes/home.tsx', 'apps/web/src/features/menu/menu-page.tsx')),
    ).toHaveLength(1);
  });

  it('holds the package nevers', () => {
    expect(rulesBroken(edge('packages/domain/src/a.ts', '@dastarkhan/db', true))).toEqual([
      '@dastarkhan/domain may not import @dastarkhan/db',
    ]);
    expect(rulesBroken(edge('apps/web/src/lib/a.ts', '@dastarkhan/db/test-support', true))).toEqual([
      '@dastarkhan/web may not import @dastarkhan/db',
    ]);
    expect(rulesBroken(edge('packages/db/src/a.ts', '@dastarkhan/api', true))).toHaveLength(1);
    expect(rulesBroken(edge('apps/api/src/app.ts', '@dastarkhan/db', true))).toEqual([]);
    expect(rulesBroken(edge('packages/db/src/a.ts', 'apps/api/src/app.ts'))).toEqual([
      'a relative import may not leave its workspace (import the package instead)',
    ]);
  });

  it('lets both apps share the client package, which shares only the domain, and nothing import the console', () => {
    expect(rulesBroken(edge('apps/web/src/app/a.ts', '@dastarkhan/client', true))).toEqual([]);
    expect(rulesBroken(edge('apps/console/src/app/a.ts', '@dastarkhan/client/catalog', true))).toEqual([]);
    expect(rulesBroken(edge('packages/client/src/a.ts', '@dastarkhan/domain/client', true))).toEqual([]);
    expect(rulesBroken(edge('packages/client/src/a.ts', '@dastarkhan/web', true))).toEqual([
      '@dastarkhan/client may not import @dastarkhan/web',
    ]);
    expect(rulesBroken(edge('apps/web/src/lib/a.ts', '@dastarkhan/console', true))).toEqual([
      '@dastarkhan/web may not import @dastarkhan/console',
    ]);
    expect(rulesBroken(edge('apps/console/src/lib/a.ts', '@dastarkhan/db', true))).toHaveLength(1);
    expect(rulesBroken(edge('apps/console/src/app/a.ts', 'apps/web/src/lib/cookies.ts'))).toEqual([
      'a relative import may not leave its workspace (import the package instead)',
    ]);
  });

  it('holds the console to the same folder rules as the storefront', () => {
    expect(
      rulesBroken(edge('apps/console/src/app/staff/a.ts', 'apps/console/src/features/orders/index.ts')),
    ).toEqual(['app/ is app-wide and may not import a feature (features/orders)']);
    expect(
      rulesBroken(edge('apps/console/src/features/kitchen/a.ts', 'apps/console/src/features/orders/x.tsx')),
    ).toEqual(['import features/orders through its index, not its internals']);
  });

  it('finds folders that import each other, directly or round a longer circle', () => {
    const pair = rulesBroken(
      edge('apps/web/src/features/basket/a.ts', 'apps/web/src/features/menu/index.ts'),
      edge('apps/web/src/features/menu/b.ts', 'apps/web/src/features/basket/index.ts'),
    );
    expect(pair).toEqual([
      'folders import each other in a circle: apps/web/src/features/basket ⇄ apps/web/src/features/menu',
    ]);
    const circle = rulesBroken(
      edge('apps/api/src/features/a/x.ts', 'apps/api/src/features/b/index.ts'),
      edge('apps/api/src/features/b/x.ts', 'apps/api/src/features/c/index.ts'),
      edge('apps/api/src/features/c/x.ts', 'apps/api/src/features/a/index.ts'),
    );
    expect(circle).toHaveLength(1);
    expect(circle[0]).toMatch(/features\/a.*features\/c|features\/c.*features\/a/);
  });

  it('does not call one-way dependencies a circle', () => {
    expect(
      rulesBroken(
        edge('apps/web/src/features/checkout/a.ts', 'apps/web/src/features/basket/index.ts'),
        edge('apps/web/src/features/basket/b.ts', 'apps/web/src/app/session/index.ts'),
        edge('apps/web/src/features/checkout/c.ts', 'apps/web/src/app/session/index.ts'),
      ),
    ).toEqual([]);
  });
});
