import { describe, expect, it } from 'vitest';
import { maskEmails, productionSerializers, urlWithoutQuery } from './log-serializers';

describe('production log serializers', () => {
  it('drop the query string, where search text lives', () => {
    expect(urlWithoutQuery('/api/company/3/people?q=kari%40eksempel.no')).toBe(
      '/api/company/3/people?…',
    );
    expect(urlWithoutQuery('/api/health')).toBe('/api/health');
  });

  it('mask email addresses in error text and keep nothing but type, code, message and stack', () => {
    expect(maskEmails('550 <kari.nordmann@eksempel.no>: rejected')).toBe(
      '550 <[e-post]>: rejected',
    );
    const error = Object.assign(new Error('duplicate key value violates "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(kari@eksempel.no) already exists.',
      statusCode: 500,
    });
    const err = productionSerializers().err;
    if (!err) throw new Error('no err serializer');
    const logged = err(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505', statusCode: 500 });
    expect(JSON.stringify(logged)).not.toContain('kari@eksempel.no');
    expect(logged).not.toHaveProperty('detail');
  });
});
