import type { FastifyServerOptions } from 'fastify';
import { pathOf } from './paths';

type Serializers = NonNullable<
  Exclude<FastifyServerOptions['logger'], boolean | undefined>['serializers']
>;

/** An email address in free text (an SMTP refusal, a database error message). */
const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** Free text with its email addresses masked. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '[e-post]');
}

/** The URL without its query string (search text, such as a person's name or phone, lives there). */
export function urlWithoutQuery(url: string): string {
  const path = pathOf(url);
  return path === url ? url : `${path}?…`;
}

/**
 * The production log's serializers: no personal data. Request lines keep the method, the path
 * and the client address but not the query (headers, cookies and bodies are never logged: the
 * request serializer names what it writes). Errors keep their type, code, message and stack with
 * email addresses masked, and nothing else: a database error's `detail` repeats the values it
 * refused ("Key (email)=(…) already exists"), an SMTP error its recipients. Development keeps
 * Fastify's own serializers, whole URLs and errors being what a developer reads.
 */
export function productionSerializers(): Serializers {
  return {
    req: (request) => ({
      method: request.method,
      url: urlWithoutQuery(request.url),
      remoteAddress: request.ip,
    }),
    err: (error) => ({
      type: error.name,
      ...(error.code ? { code: error.code } : {}),
      message: maskEmails(error.message),
      stack: maskEmails(error.stack ?? ''),
      ...(error.statusCode ? { statusCode: error.statusCode } : {}),
    }),
  };
}
