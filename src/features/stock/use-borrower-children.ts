import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import type { HutMemberRow, PersonKey } from '../../db/hut/hut-types';

const none: readonly HutMemberRow[] = [];

/** A borrower's children on this device (sizes included), by name; empty while loading. */
export function useBorrowerChildren(userId: PersonKey | null): readonly HutMemberRow[] {
  return (
    useLiveQuery(
      async () =>
        userId === null ? none : getDb().hutMembers.where('user_id').equals(userId).sortBy('name'),
      [userId],
    ) ?? none
  );
}
