import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

// Every page sets its own localised <title> (lib/page-title); a route that forgets one keeps the
// previous page's title after a client navigation. Resource routes (no component) have none.
function files(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined || entry.index ? [entry.file] : []),
    ...files(entry.children ?? []),
  ]);
}

const pages = [...new Set(files(routes))].filter((file) =>
  /export default function/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

describe('route titles', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages)('%s exports a meta with a title', (file) => {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    expect(source).toMatch(/export (const meta\b|function meta\()/);
  });
});
