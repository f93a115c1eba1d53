import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';

export const BuildInfoSchema = z.object({ buildId: z.string().min(1) });

/** The storefront polls this and reloads on its next navigation when the id changes (spec §2). */
export function registerBuildInfoRoutes(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/build',
    summary: 'Id of the deployed build; changes with every deployment',
    tag: 'build',
    merchant: false,
    response: BuildInfoSchema,
    async handler({ reply }) {
      // A cached answer would hide a new deployment from the very poll meant to find it.
      reply.header('cache-control', 'no-store');
      return { buildId: app.deps.config.buildId };
    },
  });
}
