import type { SyncOpOf } from '../../shared/contracts/sync-ops';
import type { SyncUser } from '../../shared/contracts/sync-rows';
import { runCommand, type CommandDeps } from './run-command';

/**
 * "Knytt til utstyrsboden": a person found in the network by exact email or phone joins the
 * hut as a borrower. Their row is kept on the device at once, so staff can activate and lend to
 * them straight away; the server attaches them when the op arrives, if the email or phone staff
 * looked them up by (`match`) is theirs.
 */
export function attachPerson(
  person: SyncUser,
  match: SyncOpOf<'user.attach'>['payload']['match'],
  deps: CommandDeps = {},
) {
  return runCommand(deps, async ({ db }) => {
    if (!(await db.hutUsers.get(person.id))) {
      await db.hutUsers.put({ ...person, role: null });
    }
    return { body: { type: 'user.attach', payload: { userId: person.id, match } }, value: {} };
  });
}
