import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../i18n/nb/errors';
import { parseUserData } from './user-data';

const { invalidUserData, noUserData, noUserEmail } = errorTexts;

const user = {
  id: 1,
  name: 'Demo',
  email: 'demo@utstyrsbod.no',
  phone: null,
  company_id: 2,
  status: 'active',
  isVerified: true,
  isFlagged: false,
  flaggedBy: null,
  notes: null,
  is_network_admin: false,
};

describe('parseUserData', () => {
  it('accepts a valid answer', () => {
    const result = parseUserData({
      user,
      attached_companies: [{ id: 2, name: 'A', role: 'admin' }],
    });
    expect(result.ok).toBe(true);
  });

  it('reports an empty answer', () => {
    expect(parseUserData('')).toEqual({ ok: false, error: noUserData });
    expect(parseUserData(null)).toEqual({ ok: false, error: noUserData });
    expect(parseUserData({})).toEqual({ ok: false, error: noUserData });
  });

  it('reports a user without email', () => {
    expect(parseUserData({ user: { ...user, email: '' }, attached_companies: [] })).toEqual({
      ok: false,
      error: noUserEmail,
    });
  });

  it('reports other contract violations', () => {
    expect(parseUserData({ user: { ...user, id: 'x' }, attached_companies: [] })).toEqual({
      ok: false,
      error: invalidUserData,
    });
  });
});
