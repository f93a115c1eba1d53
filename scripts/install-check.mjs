// `npm start`'s first step: are the dependencies installed, and are they the ones package-lock.json
// names? npm records what it installed in node_modules/.package-lock.json; a package whose
// version differs there (or that is missing, unless optional: other platforms' binaries) means
// the lockfile moved on since the last install — a pull without `npm ci`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Null when the install matches the lockfile, else what is wrong in a sentence, `fatal` when
 * nothing is installed (a stale install may still run, so it is only said).
 */
export function installProblem(root) {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(join(root, 'node_modules')) || !existsSync(installed)) {
    return { fatal: true, message: 'the dependencies are not installed: run `npm ci` first' };
  }
  const wanted = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages ?? {};
  const have = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
  const differing = [];
  for (const [path, entry] of Object.entries(wanted)) {
    if (path === '' || entry.optional) continue;
    if (have[path]?.version !== entry.version) differing.push(path.replace(/^.*node_modules\//, ''));
  }
  if (differing.length === 0) return null;
  const named =
    differing.slice(0, 3).join(', ') + (differing.length > 3 ? ` and ${differing.length - 3} more` : '');
  return {
    fatal: false,
    message: `package-lock.json changed since the last install (${named}): run \`npm ci\``,
  };
}
