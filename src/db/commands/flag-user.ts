import { runCommand, type CommandDeps } from './run-command';
import type { PersonKey } from '../hut/hut-types';

/** Flag one of the hut's people with a remark: no hut lends to them until it is lifted. */
export function flagUser(input: { userId: PersonKey; reason: string }, deps: CommandDeps = {}) {
  return runCommand(deps, async () => ({
    body: { type: 'user.flag', payload: { userId: input.userId, reason: input.reason } },
    value: {},
  }));
}

/** Lift the flag: they may borrow again. */
export function unflagUser(input: { userId: PersonKey }, deps: CommandDeps = {}) {
  return runCommand(deps, async () => ({
    body: { type: 'user.unflag', payload: { userId: input.userId } },
    value: {},
  }));
}
