import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { docsContentSecurityPolicy, docsPage, viewerFiles, viewerRoot, viewerScript } from './docs-page.js';

/** The OpenAPI document as JSON, and a page that shows it with Swagger UI. */
export async function registerDocsRoutes(app: FastifyInstance, docs: ApiDocs) {
  app.get('/api/docs/json', async () => docs.document());

  app.get('/api/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', docsContentSecurityPolicy)
      .send(docsPage),
  );
  app.get('/api/docs/viewer.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(viewerScript),
  );
  await app.register(staticFiles, {
    root: viewerRoot,
    prefix: '/api/docs/assets/',
    decorateReply: false,
    allowedPath: (path) => viewerFiles.has(path),
  });
}
