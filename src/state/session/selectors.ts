import type { AttachedCompany } from '../../shared/contracts/auth';
import type { SessionState } from './session-slice';
import { hasLoginFlag } from '../../lib/local-storage';

interface WithSession {
  session: SessionState;
}

const staffRoles: ReadonlySet<AttachedCompany['role']> = new Set(['admin', 'staff']);

export const selectUser = (state: WithSession) => state.session.user;
export const selectAttachedCompanies = (state: WithSession) => state.session.attachedCompanies;

/** SPEC §4: logged in only with the local flag AND a loaded user record. */
export function selectIsLoggedIn(state: WithSession): boolean {
  return state.session.user !== null && hasLoginFlag();
}

/**
 * A hut is selected when the user record names one the user may administer (admin/staff there,
 * or network admin). A borrower's home hut does not open the admin area.
 */
export function selectHasCompany(state: WithSession): boolean {
  const user = state.session.user;
  if (!user || user.company_id === null) return false;
  if (user.is_network_admin) return true;
  return state.session.attachedCompanies.some(
    (c) => c.id === user.company_id && staffRoles.has(c.role),
  );
}

/** Admin of the session's hut (or the network admin): roles and invitations in Brukeroversikt. */
export function selectIsHutAdmin(state: WithSession): boolean {
  const user = state.session.user;
  if (!user || user.company_id === null) return false;
  if (user.is_network_admin) return true;
  return state.session.attachedCompanies.some(
    (c) => c.id === user.company_id && c.role === 'admin',
  );
}

/** The network admin (above the huts): the /nettverk screens and their menu entry. */
export function selectIsNetworkAdmin(state: WithSession): boolean {
  return state.session.user?.is_network_admin === true;
}

export function selectCompanyName(state: WithSession): string | null {
  const { user, company, attachedCompanies } = state.session;
  if (!user || user.company_id === null) return null;
  if (company?.id === user.company_id) return company.name;
  return attachedCompanies.find((c) => c.id === user.company_id)?.name ?? null;
}

/** Huts the user may choose as current hut on /velgfirma. */
export function selectStaffCompanies(state: WithSession): AttachedCompany[] {
  return state.session.attachedCompanies.filter((c) => staffRoles.has(c.role));
}

export const selectReminder = (state: WithSession) => state.session.reminder;
export const selectRemaining = (state: WithSession) => state.session.remaining;
