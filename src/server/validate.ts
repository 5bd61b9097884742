import * as z from 'zod/mini';
import { ValidationError } from './errors';
import type { FieldErrors, InputKind } from './errors';

/** Root-level problems (e.g. a body that is not an object) are reported under this key. */
export const ROOT_FIELD = '_';

export function issuesToFields(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || ROOT_FIELD;
    const list = (fields[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return fields;
}

/**
 * Parses input with a shared zod contract (zod mini or classic: both are core schemas). Invalid
 * input throws a ValidationError that the error handler turns into 422 (body) or 400 (query,
 * params) with the Norwegian message per field.
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  kind: InputKind,
): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ValidationError(kind, issuesToFields(result.error.issues));
  return result.data;
}
