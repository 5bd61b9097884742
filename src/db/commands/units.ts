import {
  noteAddPayloadSchema,
  noteDeletePayloadSchema,
  returnReportSchema,
  unitSetStatusPayloadSchema,
} from '../../shared/contracts/sync-ops';
import type { SettableUnitStatus } from '../../shared/domain/statuses';
import { checked } from './command-error';
import { newId, runCommand, type CommandDeps } from './run-command';

/** Repair or retirement (with the reason), or back in service. */
export function setUnitStatus(
  input: { unitId: number; status: SettableUnitStatus; reason: string | null },
  deps: CommandDeps = {},
) {
  return runCommand(deps, async () => ({
    body: { type: 'unit.setStatus', payload: checked(unitSetStatusPayloadSchema, input) },
    value: {},
  }));
}

/** A note on a unit (SPEC §3). */
export function addNote(input: { unitId: number; text: string }, deps: CommandDeps = {}) {
  return runCommand(deps, async (scope) => {
    const noteId = newId(scope);
    return {
      body: { type: 'note.add', payload: checked(noteAddPayloadSchema, { noteId, ...input }) },
      value: { noteId },
    };
  });
}

/** Deletes a note (the screen has asked for confirmation). */
export function deleteNote(input: { noteId: string }, deps: CommandDeps = {}) {
  return runCommand(deps, async () => ({
    body: { type: 'note.delete', payload: checked(noteDeletePayloadSchema, input) },
    value: {},
  }));
}

/** What staff report with a return: damage, missing parts, a remark. */
export interface ReturnReportInput {
  damaged: boolean;
  text: string;
  missingParts: string[];
}

/** Mottatt with a report: one op, so the return and what was seen of the unit go together. */
export function receiveWithReport(
  input: { loanItemId: string; report: ReturnReportInput },
  deps: CommandDeps = {},
) {
  return runCommand(deps, async (scope) => {
    const report = checked(returnReportSchema, { noteId: newId(scope), ...input.report });
    return {
      body: { type: 'loanItem.receive', payload: { loanItemId: input.loanItemId, report } },
      value: {},
    };
  });
}
