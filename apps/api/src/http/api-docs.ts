import { MERCHANT_HEADER } from '@dastarkhan/domain';
import { z } from 'zod';

interface DocumentedRoute {
  method: string;
  url: string;
  summary: string;
  tag: string;
  merchant: boolean;
  query?: z.ZodType | undefined;
  params?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
  response?: z.ZodType | undefined;
  /**
   * What a route sends instead of `{ data }`: provider callbacks in their own protocols, streams,
   * images. Such routes are registered directly (not with defineRoute) and call `docs.add`.
   */
  raw?: RawAnswer | undefined;
}

interface RawAnswer {
  contentType: string;
  description: string;
  /** The body's shape where it has one (for a stream: each message's). */
  schema?: z.ZodType;
}

export type ApiDocs = ReturnType<typeof createApiDocs>;

const toSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' }) as Record<
    string,
    unknown
  >;

/** Collects routes as they are defined and renders them as one OpenAPI document. */
export function createApiDocs(info: { title: string; version: string }) {
  const routes: DocumentedRoute[] = [];
  let rendered: unknown;

  function parametersOf(route: DocumentedRoute) {
    const list: unknown[] = [];
    const add = (where: 'query' | 'path', schema?: z.ZodType) => {
      if (!schema) return;
      const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        list.push({
          name,
          in: where,
          required: where === 'path' || json.required?.includes(name),
          schema: property,
        });
      }
    };
    add('path', route.params);
    add('query', route.query);
    if (route.merchant) {
      list.push({ name: MERCHANT_HEADER, in: 'header', required: true, schema: { type: 'integer' } });
    }
    return list;
  }

  function rawResponse(raw: RawAnswer) {
    return {
      description: raw.description,
      content: { [raw.contentType]: raw.schema ? { schema: toSchema(raw.schema) } : {} },
    };
  }

  function render() {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = {
        summary: route.summary,
        tags: [route.tag],
        parameters: parametersOf(route),
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: toSchema(route.body) } },
              },
            }
          : {}),
        responses: route.raw
          ? { '200': rawResponse(route.raw) }
          : {
              '200': {
                description: 'Success: `{ data }`',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: { data: route.response ? toSchema(route.response) : {} },
                    },
                  },
                },
              },
              default: { $ref: '#/components/responses/Error' },
            },
      };
    }
    return {
      openapi: '3.0.3',
      info,
      paths,
      components: {
        responses: {
          Error: {
            description: 'A stable code and a message in uz, ru and eng',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    error: {
                      type: 'object',
                      required: ['code', 'message'],
                      properties: {
                        code: { type: 'string' },
                        message: {
                          type: 'object',
                          properties: {
                            uz: { type: 'string' },
                            ru: { type: 'string' },
                            eng: { type: 'string' },
                          },
                        },
                        field: { type: 'string' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
  }

  return {
    add(route: DocumentedRoute) {
      routes.push(route);
      rendered = undefined;
    },
    document() {
      rendered ??= render();
      return rendered;
    },
  };
}
