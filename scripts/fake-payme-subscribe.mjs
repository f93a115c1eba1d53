#!/usr/bin/env node
// Payme's Subscribe API played locally for the browser suite (Payme cannot be reached here):
//   node scripts/fake-payme-subscribe.mjs --port 3499 \
//     --callback demo-payme-merchant=http://localhost:3456/api/payments/v1/payme/1
// Needs the API built (npm run typecheck, or tsc -b): it runs apps/api/dist/test-support.
import { parseArgs } from 'node:util';
import { startFakePaymeSubscribe } from '../apps/api/dist/test-support/fake-payme-subscribe.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3499' },
    callback: { type: 'string', multiple: true, default: [] },
  },
});
const callbacks = Object.fromEntries(
  values.callback.map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
const fake = await startFakePaymeSubscribe({ port: Number(values.port), callbacks });
console.log(`fake Payme Subscribe API on ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => fake.close().then(() => process.exit(0)));
