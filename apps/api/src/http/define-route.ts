import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiDocs } from './api-docs.js';
import { type AuthContext, authenticate, bearerTokenOf } from './authenticate.js';
import { parseInput } from './parse-input.js';
import { type MerchantContext, resolveMerchant } from './resolve-merchant.js';

type AnySchema = z.ZodType;
type Infer<S> = S extends AnySchema ? z.infer<S> : undefined;

/**
 * true: the session is looked up before the handler runs. 'bearer': the handler gets the token
 * and looks the session up itself, inside a statement it runs anyway (order creation, the
 * hottest path), and must refuse with authOf() before anything else.
 */
type AuthMode = boolean | 'bearer';

export interface RouteContext<Q, P, B, M extends boolean, A extends AuthMode = false> {
  query: Q;
  params: P;
  body: B;
  merchant: M extends true ? MerchantContext : undefined;
  auth: A extends true ? AuthContext : undefined;
  bearer: A extends 'bearer' ? string : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<
  QS extends AnySchema | undefined,
  PS extends AnySchema | undefined,
  BS extends AnySchema | undefined,
  M extends boolean,
  A extends AuthMode = false,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tag: string;
  /** true: the `merchant` header must name an active tenant. */
  merchant: M;
  /** A bearer token of a user of that merchant is required (needs `merchant: true`); see AuthMode. */
  auth?: A;
  query?: QS;
  params?: PS;
  body?: BS;
  /**
   * The shape of `data` in a 2xx answer: documented in the OpenAPI document, and checked against
   * the bytes sent when the app is built with `checkResponses` (the API tests; check-response.ts).
   */
  response: AnySchema;
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
  A extends AuthMode = false,
>(app: FastifyInstance, docs: ApiDocs, route: RouteDefinition<QS, PS, BS, M, A>) {
  docs.add(route);
  app.route({
    method: route.method,
    url: route.url,
    config: { response: route.response },
    ...(route.compress === false ? { compress: false } : {}),
    handler: async (request, reply) => {
      // Who is asking comes before what they ask: a stranger learns nothing from validation errors.
      const merchant = route.merchant || route.auth ? await resolveMerchant(request) : undefined;
      const auth = route.auth === true && merchant ? await authenticate(request, merchant) : undefined;
      const bearer = route.auth === 'bearer' ? bearerTokenOf(request) : undefined;
      let query: unknown;
      let params: unknown;
      let body: unknown;
      try {
        query = route.query ? parseInput(route.query, request.query, 'query') : undefined;
        params = route.params ? parseInput(route.params, request.params, 'path') : undefined;
        body = route.body ? parseInput(route.body, request.body ?? {}, 'body') : undefined;
      } catch (invalid) {
        // A 'bearer' route has not checked the session yet: a stranger still gets only the 401.
        if (route.auth === 'bearer' && merchant) await authenticate(request, merchant);
        throw invalid;
      }
      const result = await route.handler({
        query,
        params,
        body,
        merchant,
        auth,
        bearer,
        request,
        reply,
      } as RouteContext<Infer<QS>, Infer<PS>, Infer<BS>, M, A>);
      if (result === reply || reply.sent) return reply;
      return { data: result };
    },
  });
}
