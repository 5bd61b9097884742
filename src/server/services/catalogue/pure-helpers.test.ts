import { describe, expect, it } from 'vitest';
import { etagMatches } from '../../http-cache';
import { normalizeSlug } from './category-page';
import { likePattern } from './items';
import { catalogueEtag } from './snapshot';

describe('catalogue helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePattern('ski')).toBe('%ski%');
    expect(likePattern('50%_x\\')).toBe('%50\\%\\_x\\\\%');
  });

  it('normalises slugs from links, encodings and keyboards', () => {
    expect(normalizeSlug('helårs')).toBe('helårs');
    expect(normalizeSlug(' HELÅRS ')).toBe('helårs');
    expect(normalizeSlug('hel%C3%A5rs')).toBe('helårs');
    expect(normalizeSlug('helårs'.normalize('NFD'))).toBe('helårs');
    expect(normalizeSlug('100%')).toBe('100%');
  });

  it('builds strong ETags that differ per base and match If-None-Match lists', () => {
    const full = catalogueEtag(12, undefined, { maxProducts: 5000 });
    const delta = catalogueEtag(12, 10, { maxProducts: 5000 });
    const county = catalogueEtag(12, undefined, { county: 'Møre og Romsdal' });
    expect(full).not.toBe(delta);
    expect(county).not.toBe(full);
    expect(catalogueEtag(12, undefined, { maxProducts: 6000 })).not.toBe(full);
    expect(county).toMatch(/^"[\x21\x23-\x7e]+"$/);
    expect(full).toMatch(/^"[^"]+"$/);
    expect(etagMatches(full, full)).toBe(true);
    expect(etagMatches(`"other", ${full}`, full)).toBe(true);
    expect(etagMatches(`W/${full}`, full)).toBe(true);
    expect(etagMatches('*', full)).toBe(true);
    expect(etagMatches(delta, full)).toBe(false);
    expect(etagMatches(undefined, full)).toBe(false);
  });
});
