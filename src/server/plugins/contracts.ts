import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { ID_ALIAS } from '../../shared/contracts/common';
import { ValidationError, notFound } from '../errors';
import type { InputKind } from '../errors';
import { issuesToFields } from '../validate';

const isZodSchema = (schema: unknown): schema is z.core.$ZodType =>
  schema instanceof z.core.$ZodType;

const isIdAlias = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && issue.params?.[ID_ALIAS] === true;

const KIND_OF_PART: Record<string, InputKind> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
};

/**
 * Route schemas are the shared zod contracts (mini or classic). Invalid input becomes the one
 * ValidationError, so bodies answer 422 and URLs 400 with the Norwegian messages per field,
 * exactly as when the routes parsed by hand. The parsed value (coerced ids, trimmed text,
 * defaults) replaces the raw one. A path segment that spells an id another way ("0x10" for 16:
 * common.ts, ID_ALIAS) names no row: 404, as an unknown id would.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({
  schema,
  method,
  url,
  httpPart,
}) => {
  const kind = httpPart === undefined ? undefined : KIND_OF_PART[httpPart];
  if (!isZodSchema(schema) || kind === undefined) {
    throw new Error(`${method} ${url}: the ${httpPart} schema must be a zod contract`);
  }
  return (data: unknown) => {
    // Fastify hands a missing body to the validator as null; parse it as the undefined it was,
    // so an absent body keeps the message it always had (a JSON body of `null` reads the same).
    const input = kind === 'body' && data === null ? undefined : data;
    const result = z.safeParse(schema, input);
    if (result.success) return { value: result.data };
    const issues = result.error.issues;
    if (kind === 'params' && issues.some(isIdAlias)) return { error: notFound() };
    return { error: new ValidationError(kind, issuesToFields(issues)) };
  };
};

/**
 * Response schemas document the answers (OpenAPI) and are checked against real answers by the
 * tests; at run time they cost nothing: JSON.stringify, as for a route without a schema.
 */
export const plainJsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

/** The compilers for every route's schema; load before any route. */
export const contractsPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(plainJsonSerializerCompiler);
  },
  { name: 'app-contracts', fastify: '5.x', dependencies: ['app-core'] },
);
