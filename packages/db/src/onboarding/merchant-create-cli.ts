// `npm run merchant:create -- --sub cafe --name "Cafe" --owner 998901112233`: a new tenant and
// its OWNER (issue 17, decision 029). Reads DATA_DIR, DATABASE_URL, PORT and BASE_DOMAIN as the
// server does. Exit codes: 0 created, 2 refused arguments, 1 anything else.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { newMerchantProblems } from '@dastarkhan/domain';
import { openDatabase } from '../client.js';
import { DataDirBusy } from '../data-dir-lock.js';
import { consoleAddress, createMerchant, NewMerchantRefused } from './create-merchant.js';

const USAGE = 'usage: npm run merchant:create -- --sub cafe --name "Cafe" --owner 998901112233';

function fail(code: number, lines: string[]): never {
  for (const line of lines) console.error(`merchant:create: ${line}`);
  process.exit(code);
}

let args: { sub?: string; name?: string; owner?: string };
try {
  ({ values: args } = parseArgs({
    options: { sub: { type: 'string' }, name: { type: 'string' }, owner: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail(2, [(error as Error).message, USAGE]);
}

const input = { sub: args.sub ?? '', name: args.name ?? '', owner: args.owner ?? '' };
// Wrong arguments are refused before the database is even opened.
const problems = newMerchantProblems(input);
if (problems.length > 0) fail(2, [...problems.map((p) => p.message), USAGE]);

const baseDomain =
  process.env.BASE_DOMAIN?.trim()
    .replace(/^\.+|\.+$/g, '')
    .toLowerCase() || undefined;
const port = Number(process.env.PORT) || 3000;
const dataDir = resolve(process.env.DATA_DIR ?? './data');

let handle: Awaited<ReturnType<typeof openDatabase>>;
try {
  handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: join(dataDir, 'pglite'),
    poolSize: 2,
  });
} catch (error) {
  fail(1, [
    error instanceof DataDirBusy ? error.message : `cannot open the database: ${(error as Error).message}`,
  ]);
}

try {
  const created = await handle.withStartupLock(async () => {
    // The same migrations the server applies at start: a fresh database is made ready, a current one is left as it is.
    await handle.migrate();
    return createMerchant(handle.db, input, { baseDomain });
  });
  console.log(
    `Created tenant "${created.sub}" (merchant ${created.merchantId}) with its OWNER ${input.owner}.`,
  );
  console.log('It is not live yet: the owner signs in, walks the checklist and goes live from the console:');
  console.log(consoleAddress(created.sub, { baseDomain, port }));
} catch (error) {
  await handle.close().catch(() => {});
  if (error instanceof NewMerchantRefused) fail(2, [...error.problems.map((p) => p.message), USAGE]);
  fail(1, [(error as Error).message]);
}
await handle.close();
