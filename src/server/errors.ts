import { errorCodes } from '../shared/contracts/errors';
import type { ErrorBody } from '../shared/contracts/errors';
import { nb } from '../shared/texts/messages';

export type FieldErrors = Record<string, string[]>;

/** An error with a known HTTP status whose message is safe (Norwegian) to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** Where invalid input came from: bodies give 422, URLs (query, params) give 400. */
export type InputKind = 'body' | 'query' | 'params';

export class ValidationError extends HttpError {
  constructor(
    readonly kind: InputKind,
    fields: FieldErrors,
  ) {
    const isBody = kind === 'body';
    super(
      isBody ? 422 : 400,
      isBody ? errorCodes.validation : errorCodes.badRequest,
      isBody ? nb.formIncomplete : nb.invalidQuery,
      fields,
    );
    this.name = 'ValidationError';
  }
}

export const unauthenticated = () => new HttpError(401, errorCodes.unauthenticated, nb.notLoggedIn);

export const forbidden = (message: string = nb.forbiddenCompany) =>
  new HttpError(403, errorCodes.forbidden, message);

export const notFound = (message: string = nb.notFound) =>
  new HttpError(404, errorCodes.notFound, message);

/** 429: a limit was reached (the answer carries Retry-After). */
export const tooManyAttempts = () => new HttpError(429, errorCodes.rateLimited, nb.tooManyAttempts);

/** 422 on one field, e.g. an email that is already taken. */
export const fieldError = (field: string, message: string) =>
  new ValidationError('body', { [field]: [message] });
