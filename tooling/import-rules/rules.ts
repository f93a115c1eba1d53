import type { ImportEdge } from './read-imports.js';

/**
 * What may import what. Read this file as the rule book; docs/decisions/017-import-rules.md
 * says why.
 *
 * Workspaces: each may import only the workspace packages listed here, and never reach into
 * another workspace by a relative path.
 */
export const WORKSPACES: Record<string, { name: string; mayImport: string[] }> = {
  'packages/domain': { name: '@dastarkhan/domain', mayImport: [] },
  'packages/client': { name: '@dastarkhan/client', mayImport: ['@dastarkhan/domain'] },
  'packages/db': { name: '@dastarkhan/db', mayImport: ['@dastarkhan/domain'] },
  'apps/api': { name: '@dastarkhan/api', mayImport: ['@dastarkhan/domain', '@dastarkhan/db'] },
  'apps/web': { name: '@dastarkhan/web', mayImport: ['@dastarkhan/domain', '@dastarkhan/client'] },
  // Nothing imports the console: it is an app, served as files (docs/decisions/019).
  'apps/console': { name: '@dastarkhan/console', mayImport: ['@dastarkhan/domain', '@dastarkhan/client'] },
};

/**
 * Inside an app, every file belongs to a folder ("unit") of one kind:
 * - feature: `features/<name>` — a screen or resource; others reach it only through its `index`;
 * - shared: app-wide plumbing and generic pieces that features build on (web `app/`,
 *   `components/`, `lib/`, `i18n/`; api `http/`, `env.ts`) — they never import a feature;
 * - shell: what puts the app together (web routes, layouts, root; api `app.ts`, plugins,
 *   test support) — it imports features through their `index` only.
 */
export type UnitKind = 'feature' | 'shared' | 'shell';

export interface AppLayout {
  /** The app's source folder, e.g. `apps/web/src`. */
  src: string;
  /** Kind of a top-level entry of src (folder or file name); unlisted entries are shell. */
  shared: string[];
  /** Shell folders that only tests may import (test set-ups). */
  testOnly: string[];
}

/** Top-level folders whose sub-folders are units of their own (one feature, one app-wide piece). */
const SPLIT = ['features', 'app'];

export const APPS: AppLayout[] = [
  {
    src: 'apps/web/src',
    shared: ['app', 'components', 'lib', 'i18n', 'styles'],
    testOnly: [],
  },
  {
    src: 'apps/console/src',
    shared: ['app', 'components', 'lib', 'i18n', 'styles'],
    testOnly: [],
  },
  {
    src: 'apps/api/src',
    shared: ['http', 'env.ts'],
    testOnly: ['test-support'],
  },
];

export interface Violation {
  rule: string;
  from: string;
  line: number;
  to: string;
}

interface Unit {
  app: AppLayout;
  /** `features/basket`, `app/session`, `components`, `routes`, `app.ts`… */
  name: string;
  kind: UnitKind;
  /** The top-level entry of src: `features`, `app`, `plugins`, `server.ts`… */
  top: string;
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/e2e/');

/** The app folder a repository path belongs to, or undefined outside apps' sources. */
export function unitOf(path: string, apps: AppLayout[] = APPS): Unit | undefined {
  const app = apps.find((candidate) => path.startsWith(`${candidate.src}/`));
  if (!app) return undefined;
  const parts = path.slice(app.src.length + 1).split('/');
  const top = parts[0]!;
  // Each feature and each app-wide piece is a unit (`features/basket`, `app/session`); any other
  // top-level folder is one unit with its sub-folders, and a top-level file is a unit of its own.
  const name = SPLIT.includes(top) && parts.length > 2 ? `${top}/${parts[1]}` : top;
  const kind: UnitKind = top === 'features' ? 'feature' : app.shared.includes(top) ? 'shared' : 'shell';
  return { app, name, kind, top };
}

function workspaceOf(path: string): string | undefined {
  return Object.keys(WORKSPACES).find((dir) => path.startsWith(`${dir}/`));
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// `index.server.ts`: a feature's server-only loaders (React Router refuses a client build that
// could even resolve a `.server` file, so they cannot share the plain index).
const isIndex = (path: string) => /\/index(\.server)?\.tsx?$/.test(path);

/** Every broken rule among the edges: package boundaries, feature boundaries, folder cycles. */
export function checkImports(edges: ImportEdge[], apps: AppLayout[] = APPS): Violation[] {
  const violations: Violation[] = [];
  const flag = (rule: string, edge: ImportEdge) =>
    violations.push({ rule, from: edge.from, line: edge.line, to: edge.to });

  for (const edge of edges) {
    const workspace = workspaceOf(edge.from);
    if (workspace && edge.external && edge.to.startsWith('@dastarkhan/')) {
      const target = packageName(edge.to);
      const own = WORKSPACES[workspace]!;
      if (target !== own.name && !own.mayImport.includes(target)) {
        flag(`${own.name} may not import ${target}`, edge);
      }
      continue;
    }
    if (edge.external) continue;
    if (workspace && workspaceOf(edge.to) !== workspace) {
      flag('a relative import may not leave its workspace (import the package instead)', edge);
      continue;
    }
    const from = unitOf(edge.from, apps);
    const to = unitOf(edge.to, apps);
    if (!from || !to || from.app !== to.app || from.name === to.name) continue;
    if (to.kind === 'feature' && from.kind === 'shared') {
      flag(`${from.top}/ is app-wide and may not import a feature (${to.name})`, edge);
    } else if (to.kind === 'feature' && !isIndex(edge.to)) {
      flag(`import ${to.name} through its index, not its internals`, edge);
    } else if (to.kind === 'shell' && from.kind !== 'shell') {
      if (!(from.app.testOnly.includes(to.top) && isTest(edge.from))) {
        flag(`${from.name} may not import ${to.name} (it puts the app together)`, edge);
      }
    } else if (to.kind === 'shell' && to.app.testOnly.includes(to.top) && !isTest(edge.from)) {
      flag(`${to.top}/ is for tests only`, edge);
    }
  }
  violations.push(...folderCycles(edges, apps));
  return violations;
}

/**
 * Folders that depend on each other in a circle (basket → menu → basket), found as the strongly
 * connected components of the folder graph. Test set-ups are left out: they sit above everything.
 */
export function folderCycles(edges: ImportEdge[], apps: AppLayout[] = APPS): Violation[] {
  const graph = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    if (edge.external) continue;
    const from = unitOf(edge.from, apps);
    const to = unitOf(edge.to, apps);
    if (!from || !to || from.app !== to.app || from.name === to.name) continue;
    if (from.app.testOnly.includes(to.top) || from.app.testOnly.includes(from.top)) continue;
    const key = `${from.app.src}/${from.name}`;
    const targets = graph.get(key) ?? new Map<string, ImportEdge>();
    const target = `${to.app.src}/${to.name}`;
    if (!targets.has(target)) targets.set(target, edge);
    graph.set(key, targets);
  }
  return stronglyConnected(graph)
    .filter((component) => component.length > 1)
    .map((component) => {
      component.sort();
      const members = new Set(component);
      // Name one edge of the circle so the message points at a line to change.
      const first = component[0];
      const edge = [...(graph.get(first!) ?? new Map()).entries()].find(([to]) => members.has(to))![1];
      return {
        rule: `folders import each other in a circle: ${component.join(' ⇄ ')}`,
        from: edge.from,
        line: edge.line,
        to: edge.to,
      };
    });
}

/** Tarjan's algorithm, iterative enough for a few hundred folders. */
function stronglyConnected(graph: Map<string, Map<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

export function formatViolations(violations: Violation[]): string {
  return violations.map((v) => `${v.from}:${v.line} → ${v.to}\n    ${v.rule}`).join('\n');
}
