import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { streamPage } from './stream-page';

const shell = [
  '<html><head><link rel="modulepreload" href="/a.js"/></head><body><main>menu ä</main>',
  '<script nonce="n1" type="module" async="">import "/a.js";</script>',
].join('');
const later = '<link rel="modulepreload" href="/b.js"/><script nonce="n1">data()</script></body></html>';

const run = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(streamPage((s) => `[${s}]`)));

describe('streamPage', () => {
  it('rewrites the shell once, as a whole, and lets the rest through without module preloads', async () => {
    const bytes = Buffer.from(shell + later);
    // Cut inside the router script and inside the two-byte "ä".
    const cutA = bytes.indexOf('ä') + 1;
    const cutB = bytes.indexOf('import');
    const end = Buffer.byteLength(shell);
    const out = await run([
      bytes.subarray(0, cutA),
      bytes.subarray(cutA, cutB),
      bytes.subarray(cutB, end),
      bytes.subarray(end),
    ]);
    expect(out).toBe(`[${shell}]<script nonce="n1">data()</script></body></html>`);
  });

  it('rewrites a page without the router script (an error page) at its end', async () => {
    expect(await run([Buffer.from('<html><body>500'), Buffer.from('</body></html>')])).toBe(
      '[<html><body>500</body></html>]',
    );
  });
});
