/** The operations of the OpenAPI document the app serves, as the fuzzer needs them. */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path with `{name}` placeholders. */
  path: string;
  tag: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** Whether the operation names its tenant in the `merchant` header. */
  merchant: boolean;
  body: JsonSchema | null;
  /** The answer's content type when it is not `{ data }` JSON (callbacks, streams, files). */
  rawType: string | null;
}

interface Document {
  paths: Record<string, Record<string, OperationObject>>;
}

interface OperationObject {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as Document;
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const ok = op.responses?.['200']?.content ?? {};
      const rawType = op.responses?.default ? null : (Object.keys(ok)[0] ?? 'unknown');
      list.push({
        method: method.toUpperCase(),
        path,
        tag: op.tags?.[0] ?? '',
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        merchant: parameters.some((p) => p.in === 'header' && p.name === 'merchant'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        rawType,
      });
    }
  }
  return list;
}
