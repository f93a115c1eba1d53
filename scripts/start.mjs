// `npm start`: check the install, bring the build up to date — the server's TypeScript (tsc's own
// incremental build), then the storefront and the console, each only when the hash of its inputs
// differs from the one stamped at its last build (build-freshness.mjs, decision 052) — then run
// the server in this process so signals reach it directly. One progress line per step; the
// builds' own output goes to a log file whose tail is shown when a build fails.
//
//   npm start                  build what changed, then serve
//   npm start -- --rebuild     build both apps whatever their stamps say (or REBUILD=1)
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APP_BUILDS, clearStamp, staleness, writeStamp } from './build-freshness.mjs';
import { installProblem } from './install-check.mjs';

const root = new URL('..', import.meta.url).pathname;
const force = process.argv.includes('--rebuild') || process.env.REBUILD === '1';
const tty = process.stdout.isTTY === true;
const logDir = join(root, 'node_modules/.cache/dastarkhan-start');
process.env.NODE_ENV ??= 'production';

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs one step's command with its output in a log file, saying what it does: in a terminal one
 * line that counts the seconds, elsewhere a line every 10 s, so nothing is silent for long.
 * `why` is said once, at the start.
 */
function step({ label, why = '', command, args, log }) {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, log);
  const out = openSync(logFile, 'w');
  const started = Date.now();
  const say = () =>
    process.stdout.write(tty ? `\r${label}${why}… ${seconds(started)}\x1b[K` : `${label}${why}…\n`);
  say();
  let ticks = 0;
  const ticker = setInterval(() => {
    ticks += 1;
    if (tty) say();
    else if (ticks % 10 === 0) process.stdout.write(`  still ${label} (${seconds(started)})\n`);
  }, 1_000);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: process.env });
    child.on('close', (code) => {
      clearInterval(ticker);
      const took = seconds(started);
      if (code === 0) {
        process.stdout.write(
          tty ? `\r${label}${why}: done in ${took}\x1b[K\n` : `${label}: done in ${took}\n`,
        );
        resolve();
        return;
      }
      if (tty) process.stdout.write('\n');
      const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
      console.error(
        `${label} failed (exit ${code}) after ${took}; the last lines of ${logFile}:\n\n${tail}\n`,
      );
      process.exit(1);
    });
  });
}

const install = installProblem(root);
if (install?.fatal) {
  console.error(`npm start: ${install.message}`);
  process.exit(1);
}
console.log(`checking the install: ${install?.message ?? 'ok'}`);

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
await step({
  label: 'compiling the server',
  why: ' (tsc -b)',
  command: process.execPath,
  args: [tsc, '-b'],
  log: 'tsc.log',
});

for (const build of APP_BUILDS) {
  const { reason, hash } = staleness(root, build, { force });
  if (!reason) {
    console.log(`${build.name}: up to date`);
    continue;
  }
  clearStamp(root, build);
  await step({
    label: `building the ${build.name}`,
    why: ` (${reason})`,
    command: 'npm',
    args: ['run', 'build', '--workspace', build.workspace],
    log: `build-${build.name}.log`,
  });
  writeStamp(root, build, hash);
}

console.log('starting the server…');
await import('../apps/api/dist/server.js');
