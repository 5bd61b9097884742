import type { SwaggerTransform } from '@fastify/swagger';
import type { HTTPMethods } from 'fastify';
import * as z from 'zod/mini';
import { operationIdOf } from './openapi-operation-id';
import { imageAnswer, uploadOf } from './routes/binary';

type JsonSchema = Record<string, unknown>;

const isZodSchema = (schema: unknown): schema is z.core.$ZodType =>
  schema instanceof z.core.$ZodType;

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of a contract. Requests are described as the
 * client sends them (`input`: before coercion and transforms), answers as the server sends them.
 * Refinements and transforms have no JSON Schema form and are left out (`unrepresentable`).
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  delete json.$schema;
  return json;
}

/** What each answer means; which ones a route gives follows from its declaration (defineRoute). */
const ANSWERS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  304: 'Not modified: the ETag still matches (no body)',
  400: 'Malformed URL parameter, query or JSON (`fields` names the parameters)',
  401: 'Not signed in',
  403: 'An Origin outside the allowed list, or a role the access level asks for is missing',
  404: 'The hut, or a row the request names, is unknown to the hut',
  409: 'No hut is chosen for the session',
  413: 'The body is too large',
  415: 'The body is not JSON',
  419: 'Missing or wrong X-XSRF-TOKEN header (GET /csrf-cookie first)',
  422: 'Invalid body, or refused by a business rule (`fields` gives Norwegian messages per field)',
  429: 'Too many attempts; wait a minute',
  500: 'Server error (nothing internal is revealed)',
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie session for every non-public route; the XSRF header on every mutating one. A public
 * read needs neither: its empty list says so (an absent one would leave it undeclared).
 */
function securityOf(route: { method: HTTPMethods | HTTPMethods[]; config?: unknown }) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const access =
    typeof route.config === 'object' && route.config !== null
      ? Reflect.get(route.config, 'access')
      : undefined;
  const requirement: Record<string, string[]> = {
    ...(access !== 'public' ? { session: [] } : {}),
    ...(methods.some((m) => MUTATING.has(m)) ? { xsrf: [] } : {}),
  };
  return Object.keys(requirement).length > 0 ? [requirement] : [];
}

/** @fastify/swagger's transform: the zod contracts of a route as the OpenAPI operation. */
export const openApiTransform: SwaggerTransform = ({ schema, url, route }) => {
  if (schema.hide) return { schema, url };
  const converted: JsonSchema = { ...schema };
  for (const part of ['params', 'querystring', 'body'] as const) {
    const contract = schema[part];
    if (isZodSchema(contract)) converted[part] = jsonSchemaOf(contract, 'input');
  }
  const response: unknown = schema.response;
  if (typeof response === 'object' && response !== null) {
    converted.response = Object.fromEntries(
      Object.entries(response).map(([status, answer]) => [
        status,
        answer === imageAnswer
          ? {
              description: ANSWERS[status] ?? `HTTP ${status}`,
              content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
            }
          : {
              ...(isZodSchema(answer) ? jsonSchemaOf(answer, 'output') : {}),
              description: ANSWERS[status] ?? `HTTP ${status}`,
            },
      ]),
    );
  }
  const upload = uploadOf(route.config);
  if (upload) {
    converted.consumes = [...upload.mediaTypes];
    converted.body = {
      type: 'string',
      format: 'binary',
      description: `The file itself (at most ${upload.maxBytes / 1024 / 1024} MB), not JSON.`,
    };
  }
  converted.security = securityOf(route);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  converted.operationId ??= operationIdOf(methods[0] ?? 'GET', url);
  return { schema: converted, url };
};
