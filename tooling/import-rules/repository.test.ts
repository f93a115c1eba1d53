import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSources, readImports } from './read-imports.js';
import { checkImports, formatViolations, WORKSPACES } from './rules.js';

const root = resolve(import.meta.dirname, '../..');

describe('the repository', () => {
  const files = listSources(root, Object.keys(WORKSPACES));
  const edges = readImports(root, files);

  it('reads the imports of every workspace', () => {
    // Guards the guard: a reader that found nothing would pass every rule.
    for (const workspace of Object.keys(WORKSPACES)) {
      expect(
        files.some((file) => file.startsWith(`${workspace}/`)),
        workspace,
      ).toBe(true);
    }
    expect(edges.filter((edge) => !edge.external).length).toBeGreaterThan(500);
  });

  it('resolves every relative import to a file', () => {
    const unresolved = edges.filter((edge) => !edge.external && !/\.(tsx?|css|svg|png|json)$/.test(edge.to));
    expect(unresolved.map((edge) => `${edge.from}:${edge.line} → ${edge.to}`)).toEqual([]);
  });

  it('keeps every import rule', () => {
    const violations = checkImports(edges);
    expect(violations.length, `\n${formatViolations(violations)}\n`).toBe(0);
  });
});
