import { describe, expect, it } from 'vitest';
import { classifyError, errorText, fieldErrors } from './error-mapping';

describe('classifyError', () => {
  it('recognises Invalid Origin in message or error', () => {
    expect(classifyError(403, { error: 'invalid_origin', message: 'Invalid Origin' })).toEqual({
      kind: 'invalid-origin',
    });
    expect(classifyError(403, { error: 'Invalid Origin' })).toEqual({ kind: 'invalid-origin' });
  });

  it('shows the text of other 403 errors with an error field', () => {
    expect(classifyError(403, { error: 'forbidden', message: 'Ingen tilgang.' })).toEqual({
      kind: 'forbidden',
      text: 'Ingen tilgang.',
    });
    expect(classifyError(403, { error: 'Nei' })).toEqual({ kind: 'forbidden', text: 'Nei' });
    expect(classifyError(403, 'plain')).toEqual({ kind: 'log' });
  });

  it('logs out on 419 and 401', () => {
    expect(classifyError(419, null)).toEqual({ kind: 'logout', reason: 'xsrf' });
    expect(classifyError(401, {})).toEqual({ kind: 'logout', reason: 'unauthenticated' });
  });

  it('only logs other errors', () => {
    expect(classifyError(500, {})).toEqual({ kind: 'log' });
    expect(classifyError('FETCH_ERROR', undefined)).toEqual({ kind: 'log' });
    expect(classifyError(422, { error: 'x', message: 'y' })).toEqual({ kind: 'log' });
  });
});

describe('errorText', () => {
  it('prefers the server message, then the error field', () => {
    expect(errorText({ status: 422, data: { error: 'a', message: 'b' } }, 'f')).toBe('b');
    expect(errorText({ status: 422, data: { error: 'a' } }, 'f')).toBe('a');
  });

  it('uses custom errors but not fetch internals', () => {
    expect(errorText({ status: 'CUSTOM_ERROR', error: 'NO USER EMAIL IN RESPONSE' }, 'f')).toBe(
      'NO USER EMAIL IN RESPONSE',
    );
    expect(errorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed' }, 'f')).toBe('f');
    expect(errorText(undefined, 'f')).toBe('f');
  });
});

describe('fieldErrors', () => {
  it('takes the first message per field', () => {
    const error = { status: 422, data: { fields: { email: ['a', 'b'], name: [], x: 'y' } } };
    expect(fieldErrors(error)).toEqual({ email: 'a' });
    expect(fieldErrors({ status: 500 })).toEqual({});
  });
});
