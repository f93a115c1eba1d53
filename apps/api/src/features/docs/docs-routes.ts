import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';

export function registerDocsRoutes(app: FastifyInstance, docs: ApiDocs) {
  app.get('/api/docs', async () => docs.document());
}
