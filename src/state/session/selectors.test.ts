import { describe, expect, it } from 'vitest';
import type { User } from '../../shared/contracts/auth';
import { selectCompanyName, selectHasCompany, selectStaffCompanies } from './selectors';
import type { SessionState } from './session-slice';

const user: User = {
  id: 1,
  name: 'Test',
  email: 't@example.no',
  phone: null,
  company_id: 2,
  status: 'active' as const,
  isVerified: true,
  isFlagged: false,
  flaggedBy: null,
  notes: null,
  is_network_admin: false,
};

function state(patch: Partial<SessionState>): { session: SessionState } {
  return {
    session: {
      user,
      attachedCompanies: [
        { id: 2, name: 'Bod A', role: 'staff' },
        { id: 3, name: 'Bod B', role: 'borrower' },
      ],
      company: null,
      deadline: null,
      remaining: null,
      reminder: false,
      ...patch,
    },
  };
}

describe('session selectors', () => {
  it('has a company when staff or admin at the chosen hut', () => {
    expect(selectHasCompany(state({}))).toBe(true);
    expect(selectHasCompany(state({ user: { ...user, company_id: 3 } }))).toBe(false);
    expect(selectHasCompany(state({ user: { ...user, company_id: null } }))).toBe(false);
    expect(selectHasCompany(state({ user: null }))).toBe(false);
  });

  it('lets a network admin use any hut', () => {
    const admin = { ...user, company_id: 9, is_network_admin: true };
    expect(selectHasCompany(state({ user: admin }))).toBe(true);
  });

  it('names the hut from the loaded details, else from the attached list', () => {
    expect(selectCompanyName(state({}))).toBe('Bod A');
    const company = {
      id: 2,
      name: 'Bod A (full)',
      status: 'active' as const,
      address: null,
      county: 'Oslo',
      municipality: 'Oslo',
      town: 'Oslo',
    };
    expect(selectCompanyName(state({ company }))).toBe('Bod A (full)');
    expect(selectCompanyName(state({ user: { ...user, company_id: null } }))).toBeNull();
  });

  it('offers only admin/staff huts to choose', () => {
    expect(selectStaffCompanies(state({})).map((c) => c.id)).toEqual([2]);
  });
});
