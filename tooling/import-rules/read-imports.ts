import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import of one file: where it points, as a repository path or a package name. */
export interface ImportEdge {
  /** Importing file, relative to the repository root, with forward slashes. */
  from: string;
  /** A repository path (relative import resolved to its file) or a bare package specifier. */
  to: string;
  /** true when `to` is a bare specifier (npm or workspace package). */
  external: boolean;
  line: number;
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', '.react-router', 'test-results', 'playwright-report']);

/** Every TypeScript source below the given folders (relative to root), build output left out. */
export function listSources(root: string, folders: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(toRepoPath(root, path));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return found.sort();
}

/**
 * The imports of each file: static, type-only, re-exports, side-effect (`import './x.css'`) and
 * dynamic `import('…')` alike — a type import couples two folders as much as a value import does.
 */
export function readImports(root: string, files: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName: specifier, pos } of importedFiles) {
      // React Router's generated route types (`./+types/home`) live outside src.
      if (specifier.includes('/+types/')) continue;
      const fileName = specifier.replace(/\?.*$/, ''); // Vite's `./app.css?url`
      const line = text.slice(0, pos).split('\n').length;
      if (fileName.startsWith('.')) {
        edges.push({ from: file, to: resolveRelative(root, file, fileName), external: false, line });
      } else {
        edges.push({ from: file, to: fileName, external: true, line });
      }
    }
  }
  return edges;
}

/**
 * The file a relative specifier names, the way both module settings here resolve it: NodeNext
 * (`./x.js` for `./x.ts`) in api/db/domain and Bundler (`./x`, `./dir` for `./dir/index.ts`) in web.
 */
function resolveRelative(root: string, from: string, specifier: string): string {
  const base = resolve(root, dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs|cjs)$/, '');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.cts'].map((ext) => stem + ext),
    ...['index.ts', 'index.tsx'].map((name) => join(base, name)),
  ];
  const hit = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return toRepoPath(root, hit ?? base);
}

function toRepoPath(root: string, path: string): string {
  return relative(root, path).split('\\').join('/');
}
