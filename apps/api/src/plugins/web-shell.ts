import type { FastifyInstance } from 'fastify';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Stands in for the storefront when apps/web has not been built (registerStorefront found no
 * server build: the API tests, `npm run dev` before the first web build): a small honest page at
 * `/` and the spec's 404 text for other paths, so the process never answers a blank screen.
 */
export function registerWebShell(app: FastifyInstance) {
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="uz"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dastarkhan</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>Dastarkhan</h1>
<p>The ordering API is running; the storefront has not been built (<code>npm run build -w apps/web</code>).</p>
<p><a href="/api/docs">API reference (OpenAPI)</a> · <a href="/api/health">health</a></p>
</body></html>`),
  );

  app.get('/*', async (request, reply) => {
    const path = escapeHtml(request.url.split('?')[0] ?? '/');
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="uz"><head><meta charset="utf-8"><title>404</title></head>
<body style="font-family:system-ui,sans-serif;margin:3rem"><h1>404</h1><p>Page not found: ${path}</p></body></html>`);
  });
}
