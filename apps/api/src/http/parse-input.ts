import { type ErrorCode, issueErrorCode } from '@dastarkhan/domain';
import type { z } from 'zod';
import { AppError } from './app-error.js';

export type InputPlace = 'query' | 'path' | 'body' | 'header';

/** Parses with a zod schema or throws a 400 that names the first offending field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, place: InputPlace): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : place,
    problem: issue.code,
    detail: issue.message,
  }));
  const first = issues[0]!;
  const firstPath = result.error.issues[0]?.path ?? [];
  // A rule with its own code (a text too long, a grade out of range) says exactly that.
  const coded = issueErrorCode(result.error.issues[0]!);
  if (coded) throw new ValidationError(coded.code, first.field, issues, coded.params);
  const missing = firstPath.length > 0 && valueAt(value, firstPath) === undefined;
  throw new ValidationError(missing ? 'REQUIRED_FIELD' : 'VALIDATION_FAILED', first.field, issues);
}

export class ValidationError extends AppError {
  constructor(
    code: ErrorCode,
    field: string,
    readonly issues: Array<{ field: string; problem: string; detail: string }>,
    params: Record<string, string | number> = {},
  ) {
    super(400, code, { ...params, field }, field);
  }
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
