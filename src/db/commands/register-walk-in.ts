import type { WalkInFields } from '../../shared/contracts/walk-in';
import { newId, runCommand, type CommandDeps } from './run-command';

export interface RegisterWalkInInput extends WalkInFields {
  /** Children's names; their sizes are added later from Min side or by staff. */
  children: readonly string[];
}

/**
 * "Registrer ny lånetaker": someone at the counter who has not registered online. Works without
 * network: the person gets this device's ref (a UUIDv7) and can be activated and lent to at
 * once by it; the server creates them once when the op arrives and the device then takes the
 * server's row. Answers the ref, which is how the counter selects them.
 */
export function registerWalkIn(input: RegisterWalkInInput, deps: CommandDeps = {}) {
  return runCommand(deps, async (scope) => {
    const ref = newId(scope);
    const children = input.children.map((name) => ({
      id: newId(scope),
      name,
      height: null,
      shoeSize: null,
      helmetSize: null,
    }));
    return {
      body: {
        type: 'user.register',
        payload: { ref, name: input.name, phone: input.phone, email: input.email, children },
      },
      value: { ref },
    };
  });
}
