// `npm start`: bring the build up to date (TypeScript incremental, then the storefront bundle),
// then run the server in this process so signals reach it directly.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.env.NODE_ENV ??= 'production';
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], { stdio: 'inherit' });
execFileSync('npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], { stdio: 'inherit' });
await import('../apps/api/dist/server.js');
