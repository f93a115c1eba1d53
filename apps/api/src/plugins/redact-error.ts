/**
 * Properties of database errors that hold the values of a failed statement: drizzle's `params`,
 * PostgreSQL's `detail` ("Key (phone)=(998…) already exists"). Names and phones are personal
 * data; the log keeps the statement and the database's code, never the values.
 */
const VALUE_PROPERTIES = new Set(['params', 'detail', 'parameters', 'values']);
/** drizzle's message is `Failed query: <sql>\nparams: <values>`; the stack repeats it. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/**
 * The logger's `err` serializer (pino's shape: type, message, stack, own properties, cause)
 * without the values of failed statements, in the error and in its causes.
 */
export function serializeError(error: Error): SerializedError {
  return serialize(error, 0) as SerializedError;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serialize(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || typeof value === 'function') continue;
    out[key] = VALUE_PROPERTIES.has(key)
      ? '[redacted]'
      : typeof value === 'string'
        ? scrubText(value)
        : value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serialize(error.cause, depth + 1);
  return out;
}

const scrubText = (text: string) => text.replace(PARAMS_LINE, '\nparams: [redacted]');
