import { describe, expect, it } from 'vitest';
import { contactSubjectParam, paths, withQuery } from '../../lib/paths';
import { contactSubjectOf } from './contact-subject';

describe('the contact form’s subject in its link', () => {
  it('is a Norwegian word: /kontakt?emne=bli-utstyrsbod', () => {
    const link = withQuery(paths.contact, {
      [contactSubjectParam.name]: contactSubjectParam.values.become_hut,
    });
    expect(link).toBe('/kontakt?emne=bli-utstyrsbod');
    expect(contactSubjectOf(new URL(link, 'http://x').searchParams.get('emne'))).toBe('become_hut');
  });

  it('is a general question when the link names none, or one it does not know', () => {
    expect(contactSubjectOf('sporsmal')).toBe('general');
    expect(contactSubjectOf(null)).toBe('general');
    expect(contactSubjectOf('become_hut')).toBe('general');
    expect(contactSubjectOf('')).toBe('general');
  });
});
