import { PassThrough } from 'node:stream';
import { isCrawler } from '@dastarkhan/domain';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferHydration } from './lib/defer-hydration';
import { withPwaHead } from './lib/pwa-head';
import { streamPage } from './lib/stream-page';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry with three changes: the CSP nonce of this response on every inline
 * script React and React Router write, streamed boundaries' included (the page CSP allows no
 * other inline script); a browser gets the shell (head and first screen) as soon as it is
 * rendered and the hydration data streamed after it, a crawler the whole document at once
 * (decision 046); and the hydration code moved behind the first paint (lib/defer-hydration.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const finish = (html: string) => withPwaHead(deferHydration(html), routerContext);
  const whole = isCrawler(request.headers.get('user-agent'));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          if (whole) return;
          shellRendered = true;
          const body = streamPage(finish);
          body.on('end', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onAllReady() {
          if (!whole) return;
          shellRendered = true;
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(finish(Buffer.concat(chunks).toString('utf8')), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
