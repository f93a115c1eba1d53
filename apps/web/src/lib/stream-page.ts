import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const ROUTER_MODULE_END = /<script nonce="[^"]*" type="module" async="">[\s\S]*?<\/script>/;

/**
 * The page rewrites of a complete document (`finish`: lib/defer-hydration.ts, lib/pwa-head.ts)
 * applied to a streamed one (decision 046). The shell — head, first screen and the router's module
 * script — leaves in one piece as soon as React has written it, rewritten as a whole; what streams
 * after it (the hydration data of React Router's Suspense boundaries) passes through, without a
 * module preload a later boundary might hoist.
 */
export function streamPage(finish: (shell: string) => string): Transform {
  let shell = '';
  let done = false;
  // React cuts its output into fixed-size buffers: a character may straddle two chunks.
  const utf8 = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = utf8.write(chunk);
      if (done) return callback(null, text.replace(MODULE_PRELOAD, ''));
      shell += text;
      if (!ROUTER_MODULE_END.test(shell)) return callback();
      done = true;
      callback(null, finish(shell));
    },
    flush(callback) {
      const rest = utf8.end();
      callback(null, done ? rest : finish(shell + rest));
    },
  });
}
