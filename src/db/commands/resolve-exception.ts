import type { SyncExceptionResolution } from '../../shared/texts/sync';
import { runCommand, type CommandDeps } from './run-command';

export interface ResolveExceptionInput {
  exceptionId: string;
  resolution: SyncExceptionResolution;
}

/** Avvik: records how staff resolved an exception (the loans stay as recorded). */
export function resolveException(input: ResolveExceptionInput, deps: CommandDeps = {}) {
  return runCommand(deps, async () => ({
    body: {
      type: 'exception.resolve',
      payload: { exceptionId: input.exceptionId, resolution: input.resolution },
    },
    value: {},
  }));
}
