// `npm start`: bring the build up to date (TypeScript incremental, then the storefront bundle,
// then the console's when it is missing or older than its sources), then run the server in this
// process so signals reach it directly.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
process.env.NODE_ENV ??= 'production';
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], { stdio: 'inherit' });
execFileSync('npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], { stdio: 'inherit' });

/** The newest modification time below a path (files and folders), build output left out. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'build' || name === 'dist') continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}
const consoleIndex = join(root, 'apps/console/build/index.html');
const consoleSources = ['apps/console', 'packages/client/src', 'packages/domain/src', 'package-lock.json'];
const built = existsSync(consoleIndex) ? statSync(consoleIndex).mtimeMs : 0;
if (consoleSources.some((source) => newest(join(root, source)) > built)) {
  execFileSync('npm', ['run', 'build', '--workspace', 'apps/console', '--silent'], { stdio: 'inherit' });
}
await import('../apps/api/dist/server.js');
