import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferHydration } from './lib/defer-hydration';
import { withPwaHead } from './lib/pwa-head';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry with three changes: the CSP nonce of this response on every inline
 * script React and React Router write (the page CSP allows no other inline script); the whole
 * document rendered before it is sent (the menu is data already loaded, nothing streams in
 * later, and a complete page is what a crawler and a slow phone both want); and the hydration
 * code moved behind the first paint (lib/defer-hydration.ts).
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
        onAllReady() {
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
              new Response(
                withPwaHead(deferHydration(Buffer.concat(chunks).toString('utf8')), routerContext),
                {
                  headers: responseHeaders,
                  status: responseStatusCode,
                },
              ),
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
