import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { nb } from '../shared/texts/messages';
import { toErrorResponse } from './error-mapping';
import { HttpError, ValidationError } from './errors';

const frameworkError = (statusCode: number, code: string, message = 'internal detail') =>
  Object.assign(new Error(message), { statusCode, code });

describe('toErrorResponse', () => {
  it('maps text the database cannot store (SQLSTATE 22021, 22P05) to 422 for bodies, 400 for URLs', () => {
    for (const code of ['22021', '22P05']) {
      const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code,
      });
      expect(toErrorResponse(error, 'body')).toEqual({
        statusCode: 422,
        body: {
          error: 'validation_failed',
          message: nb.formIncomplete,
          fields: { _: [nb.invalidCharacters] },
        },
      });
      expect(toErrorResponse(error, 'query').statusCode).toBe(400);
    }
  });

  it('passes HttpError bodies through', () => {
    expect(toErrorResponse(new HttpError(403, 'forbidden', nb.forbiddenCompany))).toEqual({
      statusCode: 403,
      body: { error: 'forbidden', message: nb.forbiddenCompany },
    });
  });

  it('maps validation errors to 422 for bodies and 400 for URLs', () => {
    const fields = { email: [nb.email] };
    expect(toErrorResponse(new ValidationError('body', fields))).toEqual({
      statusCode: 422,
      body: { error: 'validation_failed', message: nb.formIncomplete, fields },
    });
    expect(toErrorResponse(new ValidationError('query', fields)).statusCode).toBe(400);
  });

  it('maps a raw ZodError to 422 with fields', () => {
    const result = z.object({ a: z.string({ error: 'A mangler.' }) }).safeParse({});
    if (result.success) throw new Error('should fail');
    expect(toErrorResponse(result.error)).toEqual({
      statusCode: 422,
      body: {
        error: 'validation_failed',
        message: nb.formIncomplete,
        fields: { a: ['A mangler.'] },
      },
    });
  });

  it('maps a zod mini error (the shared contracts) the same way', () => {
    const result = zm.object({ a: zm.string({ error: 'A mangler.' }) }).safeParse({});
    if (result.success) throw new Error('should fail');
    expect(toErrorResponse(result.error)).toEqual({
      statusCode: 422,
      body: {
        error: 'validation_failed',
        message: nb.formIncomplete,
        fields: { a: ['A mangler.'] },
      },
    });
  });

  it('gives Norwegian messages for Fastify’s own 4xx errors', () => {
    const json = toErrorResponse(frameworkError(400, 'FST_ERR_CTP_INVALID_JSON_BODY'));
    expect(json.body).toEqual({ error: 'bad_request', message: nb.malformedJson });
    expect(toErrorResponse(frameworkError(413, 'FST_ERR_CTP_BODY_TOO_LARGE')).body.message).toBe(
      nb.payloadTooLarge,
    );
    expect(
      toErrorResponse(frameworkError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE')).body.message,
    ).toBe(nb.unsupportedMediaType);
    expect(toErrorResponse(frameworkError(400, 'SOMETHING')).body.message).toBe(nb.badRequest);
  });

  it('never leaks internals of 5xx errors', () => {
    for (const error of [
      new Error('relation "users" does not exist'),
      frameworkError(503, 'X', 'pool exhausted'),
      'a string',
      null,
    ]) {
      expect(toErrorResponse(error)).toEqual({
        statusCode: 500,
        body: { error: 'server_error', message: nb.serverError },
      });
    }
  });
});
