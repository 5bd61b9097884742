import * as z from 'zod/mini';
import { errorCodes } from '../shared/contracts/errors';
import type { ErrorBody } from '../shared/contracts/errors';
import { nb } from '../shared/texts/messages';
import { isEncodingError } from './db/encoding-errors';
import { HttpError, ValidationError } from './errors';
import type { InputKind } from './errors';
import { ROOT_FIELD, issuesToFields } from './validate';

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
}

/** statusCode and code of errors Fastify and its plugins throw (plain Errors with extra fields). */
function frameworkFields(error: unknown): { statusCode?: number; code?: string } {
  if (typeof error !== 'object' || error === null) return {};
  return {
    ...('statusCode' in error && typeof error.statusCode === 'number'
      ? { statusCode: error.statusCode }
      : {}),
    ...('code' in error && typeof error.code === 'string' ? { code: error.code } : {}),
  };
}

/** Messages for errors Fastify raises before a handler runs (body parsing, limits). */
function frameworkMessage(code: string | undefined, statusCode: number, error: unknown): string {
  if (
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    (statusCode === 400 && error instanceof SyntaxError)
  ) {
    return nb.malformedJson;
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || statusCode === 415) {
    return nb.unsupportedMediaType;
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) return nb.payloadTooLarge;
  if (statusCode === 429) return nb.tooManyAttempts;
  if (statusCode === 404) return nb.notFound;
  return nb.badRequest;
}

/**
 * Maps anything thrown while handling a request to a status and an errorBodySchema body.
 * Only HttpError messages and known framework errors reach the client; 5xx bodies are generic.
 * `input` says where a request's text came from, for text the database refused to store: a
 * body gives 422, a URL 400 (the same split as ValidationError).
 */
export function toErrorResponse(error: unknown, input: InputKind = 'body'): ErrorResponse {
  if (error instanceof HttpError) return { statusCode: error.statusCode, body: error.toBody() };
  if (isEncodingError(error)) {
    const mapped = new ValidationError(input, { [ROOT_FIELD]: [nb.invalidCharacters] });
    return { statusCode: mapped.statusCode, body: mapped.toBody() };
  }
  // The core error class covers contracts in zod mini and in classic zod alike.
  if (error instanceof z.core.$ZodError) {
    // A contract parsed outside validate(): treat it as an invalid body.
    const mapped = new ValidationError('body', issuesToFields(error.issues));
    return { statusCode: mapped.statusCode, body: mapped.toBody() };
  }
  const { statusCode, code } = frameworkFields(error);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const errorCode =
      statusCode === 429
        ? errorCodes.rateLimited
        : statusCode === 404
          ? errorCodes.notFound
          : errorCodes.badRequest;
    return {
      statusCode,
      body: { error: errorCode, message: frameworkMessage(code, statusCode, error) },
    };
  }
  return { statusCode: 500, body: { error: errorCodes.server, message: nb.serverError } };
}
