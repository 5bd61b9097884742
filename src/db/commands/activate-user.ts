import { syncMessages as m, syncRejectCodes as codes } from '../../shared/texts/sync';
import { CommandError } from './command-error';
import { runCommand, type CommandDeps } from './run-command';
import type { PersonKey } from '../hut/hut-types';

export interface ActivateUserInput {
  userId: PersonKey;
  /** The "legitimasjon vist" checkbox (SPEC §4): activation requires it. */
  idShown: boolean;
}

/** Aktiver: action verify with reason legitimasjon. */
export function activateUser(input: ActivateUserInput, deps: CommandDeps = {}) {
  return runCommand(deps, async () => {
    if (!input.idShown) throw new CommandError(codes.invalidOp, m.invalidReason);
    return {
      body: {
        type: 'user.activate',
        payload: { userId: input.userId, reason: 'legitimasjon' },
      },
      value: {},
    };
  });
}
