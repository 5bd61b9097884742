import type { Insertable } from 'kysely';
import type { UsersTable } from '../../db/schema';

/**
 * The row of a person new to the network, awaiting activation (SPEC §1): registered online (with
 * a password hash) or at a counter (a walk-in: NO_PASSWORD and the device's ref). One shape, so
 * both ways start a person the same.
 */
export function newPersonRow(
  person: {
    name: string;
    email: string | null;
    phone: string | null;
    passwordHash: string;
    ref?: string;
  },
  at: string,
): Insertable<UsersTable> {
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    password_hash: person.passwordHash,
    status: 'pending',
    is_verified: 0,
    is_network_admin: 0,
    current_company_id: null,
    created_at: at,
    updated_at: at,
    ref: person.ref ?? null,
  };
}
