import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const registration = (email: string, password: string) => ({
  name: 'Kari Passord',
  email,
  password,
  password_confirmation: password,
  accept_terms: true,
});

describe.each(testDialects)('password rules at registration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const users = async () => (await t.database.db.selectFrom('users').select('id').execute()).length;

  it.each([
    ['seven characters', 'Fjell42', nb.passwordTooShort],
    ['eight spaces', ' '.repeat(8), nb.passwordBlank],
    ['no-break and wide spaces only', '\u00a0 \u3000    \u2003 ', nb.passwordBlank],
    ['12345678', '12345678', nb.passwordTooCommon],
    ['password1', 'password1', nb.passwordTooCommon],
    ['qwerty123', 'qwerty123', nb.passwordTooCommon],
    ['iloveyou', 'ILoveYou', nb.passwordTooCommon],
    ['passord1', 'passord1', nb.passwordTooCommon],
    ['Passord123!', 'Passord123!', nb.passwordTooCommon],
    ['hemmelig123', 'hemmelig123', nb.passwordTooCommon],
    ['sommer2024', 'Sommer2024', nb.passwordTooCommon],
    ['rosenborg1', 'rosenborg1', nb.passwordTooCommon],
    // Not on any list, but a pattern zxcvbn guesses at once (score under 3).
    ['abcdefgh', 'abcdefgh', nb.passwordTooWeak],
    ['a keyboard row', 'qwertzuiop', nb.passwordTooWeak],
    ['a repeated letter', 'aaaaaaaaaaaa', nb.passwordTooWeak],
    ['a dressed-up sequence', 'Abcdefgh1', nb.passwordTooWeak],
    ['a date', '17.05.1994', nb.passwordTooWeak],
    ['the own name', 'Kari-Passord', nb.passwordTooWeak],
  ])(
    'refuses %s with 422 on the password field and creates nobody',
    async (_label, password, message) => {
      const before = await users();
      const browser = new Browser(t.app);
      await browser.csrf();
      const response = await browser.post(
        '/api/register',
        registration('kari.passord@eksempel.no', password),
      );
      expect(response.statusCode).toBe(422);
      const body = errorBodySchema.parse(response.json());
      expect(body.fields?.password).toEqual([message]);
      expect(await users()).toBe(before);
    },
  );

  it('accepts a password that is long enough and not a common one', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    for (const [i, password] of [
      'Fjellvann-og-ski-42',
      'trugene står i boden',
      'k9!Tq#2wLm',
    ].entries()) {
      const response = await browser.post(
        '/api/register',
        registration(`kari.sterk${i}@eksempel.no`, password),
      );
      expect(response.statusCode, password).toBe(200);
    }
  });
});
