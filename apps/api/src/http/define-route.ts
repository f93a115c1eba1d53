import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AuthContext, authenticate } from '../features/auth/authenticate.js';
import { type MerchantContext, resolveMerchant } from '../features/merchants/resolve-merchant.js';
import type { ApiDocs } from './api-docs.js';
import { parseInput } from './parse-input.js';

type AnySchema = z.ZodType;
type Infer<S> = S extends AnySchema ? z.infer<S> : undefined;

export interface RouteContext<Q, P, B, M extends boolean, A extends boolean = false> {
  query: Q;
  params: P;
  body: B;
  merchant: M extends true ? MerchantContext : undefined;
  auth: A extends true ? AuthContext : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<
  QS extends AnySchema | undefined,
  PS extends AnySchema | undefined,
  BS extends AnySchema | undefined,
  M extends boolean,
  A extends boolean = false,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tag: string;
  /** true: the `merchant` header must name an active tenant. */
  merchant: M;
  /** true: a bearer token of a user of that merchant is required (needs `merchant: true`). */
  auth?: A;
  query?: QS;
  params?: PS;
  body?: BS;
  /** Documented shape of `data` in the answer. */
  response?: AnySchema;
  /**
   * false: never compress the answer. For small answers on hot write paths, where compressing a
   * few kilobytes costs more CPU than the bytes it saves are worth.
   */
  compress?: false;
  /**
   * Returns the `data` of the answer; or sends the reply itself (precomputed bytes, 304…) and
   * returns the reply.
   */
  handler(ctx: RouteContext<Infer<QS>, Infer<PS>, Infer<BS>, M, A>): Promise<unknown>;
}

/**
 * Every JSON route goes through here: input parsed with the domain's zod schemas (a bad input
 * is a 400 naming the field, never a 500), the tenant resolved from the header, the answer
 * wrapped as `{ data }`, and the route recorded in the OpenAPI document.
 */
export function defineRoute<
  QS extends AnySchema | undefined = undefined,
  PS extends AnySchema | undefined = undefined,
  BS extends AnySchema | undefined = undefined,
  M extends boolean = false,
  A extends boolean = false,
>(app: FastifyInstance, docs: ApiDocs, route: RouteDefinition<QS, PS, BS, M, A>) {
  docs.add(route);
  app.route({
    method: route.method,
    url: route.url,
    ...(route.compress === false ? { compress: false } : {}),
    handler: async (request, reply) => {
      // Who is asking comes before what they ask: a stranger learns nothing from validation errors.
      const merchant = route.merchant || route.auth ? await resolveMerchant(request) : undefined;
      const auth = route.auth && merchant ? await authenticate(request, merchant) : undefined;
      const query = route.query ? parseInput(route.query, request.query, 'query') : undefined;
      const params = route.params ? parseInput(route.params, request.params, 'path') : undefined;
      const body = route.body ? parseInput(route.body, request.body ?? {}, 'body') : undefined;
      const result = await route.handler({
        query,
        params,
        body,
        merchant,
        auth,
        request,
        reply,
      } as RouteContext<Infer<QS>, Infer<PS>, Infer<BS>, M, A>);
      if (result === reply || reply.sent) return reply;
      return { data: result };
    },
  });
}
