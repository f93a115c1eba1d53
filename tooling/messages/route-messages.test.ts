import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { keysInCode } from '../../apps/web/src/app/messages/keys-in-code.js';
import { listSources, readImports } from '../import-rules/read-imports.js';

// Decision 053: a page ships the messages whose keys its routes' built code names (as a literal,
// or a literal prefix ending in a dot). This reads every route's modules from the sources and
// checks that each `t(…)` they make is one that scan sees: a key used another way would show raw.
const root = resolve(import.meta.dirname, '../..');
// Loaded by path: type-checking it would pull the web app's sources into this NodeNext project.
const catalogPath = '../../apps/web/src/i18n/catalog.js';
const { catalogFor } = (await import(catalogPath)) as { catalogFor: (lang: 'uz') => Record<string, unknown> };
const KEYS = Object.keys(catalogFor('uz'));
const PACKAGES: Record<string, string> = { '@dastarkhan/client': 'packages/client/src/index.ts' };

const files = listSources(root, ['apps/web/src', 'packages/client/src']).filter(
  (f) => !/\.(test|server)\.tsx?$/.test(f),
);
const edges = readImports(root, files);
const importsOf = new Map<string, string[]>();
for (const edge of edges) {
  const to = edge.external ? PACKAGES[edge.to] : edge.to;
  if (to && files.includes(to)) importsOf.set(edge.from, [...(importsOf.get(edge.from) ?? []), to]);
}

const texts = new Map<string, string>();
const textOf = (file: string) => {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(join(root, file), 'utf8');
    texts.set(file, text);
  }
  return text;
};
const asks = new Map<string, string[]>();
const askedIn = (file: string) => {
  let found = asks.get(file);
  if (!found) {
    found = keysAskedIn(file);
    asks.set(file, found);
  }
  return found;
};

function graphOf(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(importsOf.get(file) ?? []));
  }
  return [...seen];
}

/** Each `t(…)` argument of a file, as the key it names, a `prefix.*`, or `?` for anything else. */
function keysAskedIn(file: string): string[] {
  const text = textOf(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const asked: string[] = [];
  const argument = (node: ts.Expression): string[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) return [`${node.head.text}*`];
    if (ts.isConditionalExpression(node)) return [...argument(node.whenTrue), ...argument(node.whenFalse)];
    if (ts.isParenthesizedExpression(node)) return argument(node.expression);
    return []; // a key held in a variable: its literal sits where it is defined, in the graph too
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first] = node.arguments;
      if (first) asked.push(...argument(first));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return asked;
}

const routeFiles = files.filter((f) =>
  /^apps\/web\/src\/(routes|layouts)\/[^/]+\.tsx?$|^apps\/web\/src\/root\.tsx$/.test(f),
);

describe('messages shipped per route (decision 053)', () => {
  it('finds the routes and their t() calls', () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    expect(keysAskedIn('apps/web/src/components/language-switch.tsx')).toEqual(['lang.label', 'lang.*']);
  });

  it.each(routeFiles)('%s ships every key its modules ask for', (route) => {
    const graph = graphOf(route);
    const code = graph.map(textOf).join('\n');
    const shipped = keysInCode(code, KEYS);
    const missing = graph.flatMap((file) =>
      askedIn(file)
        .filter((key) =>
          key.endsWith('*')
            ? !key.endsWith('.*') || !KEYS.some((k) => k.startsWith(key.slice(0, -1)) && shipped.has(k))
            : !shipped.has(key),
        )
        .map((key) => `${file}: t(${key})`),
    );
    expect(missing).toEqual([]);
  });
});
