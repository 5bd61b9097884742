import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginRequestSchema, registerRequestSchema } from './auth-requests';
import { hutsQuerySchema, publicCategoryQuerySchema, publicItemsQuerySchema } from './catalogue';
import { contactRequestSchema } from './contact';
import { peopleQuerySchema } from './people';
import { syncOpSchema } from './sync-ops';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT, textSchema } from './text';

const password = 'Fjellvann-og-ski-42';

/** Every request contract with free text: a valid sample and its text fields. */
const contracts: [string, z.ZodMiniType, Record<string, unknown>, string[]][] = [
  ['login', loginRequestSchema, { email: 'kari@eksempel.no', password }, ['email', 'password']],
  [
    'register',
    registerRequestSchema,
    {
      name: 'Kari',
      email: 'kari@eksempel.no',
      password,
      password_confirmation: password,
      phone: '912 34 567',
      accept_terms: true,
    },
    ['name', 'email', 'password', 'password_confirmation', 'phone'],
  ],
  ['network lookup', peopleQuerySchema, { q: 'kari@eksempel.no' }, ['q']],
  [
    'contact',
    contactRequestSchema,
    { name: 'Per', phone: '+47 912 34 567', email: 'per@eksempel.no', message: 'Hei' },
    ['name', 'phone', 'email', 'message'],
  ],
  ['public items', publicItemsQuerySchema, { q: 'ski' }, ['q']],
  [
    'public category',
    publicCategoryQuerySchema,
    { season: 'sommer', category: 'sykling', subcategory: 'barn' },
    ['season', 'category', 'subcategory'],
  ],
  [
    'huts',
    hutsQuerySchema,
    { county: 'Oslo', municipality: 'Oslo', town: 'Grünerløkka' },
    ['county', 'municipality', 'town'],
  ],
  [
    'sync op',
    syncOpSchema,
    {
      id: '01890a5d-ac96-774b-bcce-b302099a8057',
      type: 'loan.receiveAll',
      companyId: 1,
      actorId: 2,
      deviceId: 'nettbrett-1',
      createdAt: '2026-05-01T10:00:00.000Z',
      seq: 0,
      payload: { loanId: '01890a5d-ac96-774b-bcce-b302099a8058' },
    },
    ['deviceId'],
  ],
];

describe('text fields of the request contracts', () => {
  it.each(contracts)('%s: the valid sample passes', (_name, schema, sample) => {
    expect(z.safeParse(schema, sample).success).toBe(true);
  });

  it.each(contracts)(
    '%s: every text field refuses NUL, ESC and DEL',
    (_name, schema, sample, fields) => {
      for (const field of fields) {
        const value = String(sample[field]);
        for (const bad of [`${value}\u0000`, `\u001b[2J${value}`, `${value}\u007f`]) {
          // Both password fields change together, or the confirmation check speaks instead.
          const input = field.startsWith('password')
            ? { ...sample, password: bad, password_confirmation: bad }
            : { ...sample, [field]: bad };
          const result = z.safeParse(schema, input);
          expect(result.success, `${field}: ${JSON.stringify(bad)}`).toBe(false);
          const paths = result.error?.issues.map((i) => i.path.join('.'));
          expect(paths, field).toContain(field);
        }
      }
    },
  );

  it.each(contracts)(
    '%s: every text field refuses half of a surrogate pair, and keeps a whole one',
    (_name, schema, sample, fields) => {
      for (const field of fields) {
        const value = String(sample[field]);
        for (const bad of [`${value}\ud800`, `\udc00${value}`, `${value}\ud83d\ude00\ud83d`]) {
          const input = field.startsWith('password')
            ? { ...sample, password: bad, password_confirmation: bad }
            : { ...sample, [field]: bad };
          const result = z.safeParse(schema, input);
          expect(result.success, `${field}: ${JSON.stringify(bad)}`).toBe(false);
          expect(
            result.error?.issues.map((i) => i.path.join('.')),
            field,
          ).toContain(field);
        }
      }
      expect(z.safeParse(textSchema({ label: 'Navn', max: 50 }), 'Kari 😀').success).toBe(true);
    },
  );
});

describe('textSchema', () => {
  it('single-line text refuses line breaks and tabs; multi-line keeps them', () => {
    const single = textSchema({ label: 'Navn', max: 50 });
    const multi = textSchema({ label: 'Melding', max: 50, multiLine: true });
    for (const text of ['a\nb', 'a\rb', 'a\tb']) {
      expect(z.safeParse(single, text).success).toBe(false);
      expect(z.safeParse(multi, text).success).toBe(true);
    }
    expect(z.safeParse(multi, 'a\u0000b').success).toBe(false);
    expect(z.safeParse(multi, 'a\u000bb').success).toBe(false);
  });

  it('names the field in Norwegian', () => {
    const result = z.safeParse(textSchema({ label: 'Navn', max: 50 }), 'Kari\u0007');
    expect(result.error?.issues[0]?.message).toBe('Navn inneholder ugyldige tegn.');
  });

  it('lets ordinary Norwegian text through, emoji and all', () => {
    for (const text of ['Blåbærsyltetøy på hytta', 'Ærlig talt – «sånn» 😊', 'C#-kurs, 50 %']) {
      expect(SINGLE_LINE_TEXT.test(text)).toBe(true);
      expect(MULTI_LINE_TEXT.test(text)).toBe(true);
    }
  });

  it('trims unless told not to, before the length and required checks', () => {
    expect(z.parse(textSchema({ label: 'Navn', max: 3, required: true }), '  Ola  ')).toBe('Ola');
    const untrimmed = textSchema({ label: 'Passord', max: 10, trim: false });
    expect(z.parse(untrimmed, '  x  ')).toBe('  x  ');
    expect(z.safeParse(textSchema({ label: 'Navn', max: 3, required: true }), '   ').success).toBe(
      false,
    );
  });
});
