import { describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../i18n/nb/errors';
import { isMutatingMethod, readCookie, refreshToken } from './xsrf';

const { csrfRetriesExceeded } = errorTexts;

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('XSRF-TOKEN=xyz', 'XSRF-TOKEN')).toBe('xyz');
  });

  it('does not match on a name suffix or prefix', () => {
    expect(readCookie('MY-XSRF-TOKEN=1; XSRF-TOKEN-OLD=2', 'XSRF-TOKEN')).toBeNull();
  });

  it('returns null when missing or empty', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('XSRF-TOKEN=', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('garbage', 'XSRF-TOKEN')).toBeNull();
  });

  it('keeps a value that is not valid URI encoding', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });
});

describe('isMutatingMethod', () => {
  it('treats everything but GET/HEAD/OPTIONS as mutating', () => {
    expect(isMutatingMethod('get')).toBe(false);
    expect(isMutatingMethod('HEAD')).toBe(false);
    expect(isMutatingMethod('POST')).toBe(true);
    expect(isMutatingMethod('delete')).toBe(true);
  });
});

describe('refreshToken', () => {
  it('returns the first token found', async () => {
    const fetchToken = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce('tok');
    await expect(refreshToken(fetchToken)).resolves.toBe('tok');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('gives up after three attempts with the SPEC text', async () => {
    const fetchToken = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(refreshToken(fetchToken)).rejects.toThrow(csrfRetriesExceeded);
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });
});
