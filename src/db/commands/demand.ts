import { demandRecordPayloadSchema } from '../../shared/contracts/sync-ops';
import { checked } from './command-error';
import { newId, runCommand, type CommandDeps } from './run-command';

export interface RecordDemandInput {
  /** The product asked for; null when only the kind of thing was (then categoryId). */
  productId: number | null;
  categoryId: number | null;
  /** As asked ("130 cm"); null: no particular size. */
  size: string | null;
}

/** "Came for this, none free": an op for the statistics, offline too, applied once. */
export function recordDemand(input: RecordDemandInput, deps: CommandDeps = {}) {
  return runCommand(deps, async (scope) => {
    const demandId = newId(scope);
    const size = input.size?.trim() ? input.size.trim() : null;
    return {
      body: {
        type: 'demand.record',
        payload: checked(demandRecordPayloadSchema, { demandId, ...input, size }),
      },
      value: { demandId },
    };
  });
}
