import { describe, expect, it } from 'vitest';
import { describeResponse } from './last-response';

describe('describeResponse', () => {
  it('keeps path and status text, without the body on 200', () => {
    expect(
      describeResponse({
        status: 200,
        statusText: '',
        url: 'http://h:1/api/x?a=1',
        body: { a: 1 },
      }),
    ).toEqual({ status: 200, statusText: 'OK', url: '/api/x?a=1', body: null });
  });

  it('keeps a clipped body when not 200', () => {
    const r = describeResponse({
      status: 422,
      url: '/api/login',
      body: { error: 'x'.repeat(600) },
    });
    expect(r.statusText).toBe('Unprocessable Entity');
    expect(r.body?.length).toBe(501);
  });

  it('describes network errors as status 0', () => {
    expect(describeResponse({ status: 'FETCH_ERROR', url: '/api/x' })).toMatchObject({
      status: 0,
      statusText: 'FETCH_ERROR',
    });
  });
});
