import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import type { ReturnReport } from '../../../shared/contracts/sync-ops';
import type { OpContext } from './context';
import { reject } from './context';
import { lockUnit, raiseException, updateUnit } from './loan-store';
import { toSyncNote } from './rows';

/** The op's unit, locked; another hut's unit is "not found". */
export async function requireUnit(ctx: OpContext, unitId: number) {
  const unit = await lockUnit(ctx, unitId);
  if (unit?.company_id !== ctx.companyId) throw reject(codes.notFound, m.unitNotFound);
  return unit;
}

/**
 * A note with the device's id. The same id again with the same unit and text is the same note
 * (a report replayed by another op), anything else with that id is refused.
 */
export async function addNote(
  ctx: OpContext,
  note: { id: string; unitId: number; text: string },
): Promise<void> {
  const existing = await ctx.trx
    .selectFrom('notes')
    .selectAll()
    .where('id', '=', note.id)
    .executeTakeFirst();
  if (existing) {
    const same =
      existing.company_id === ctx.companyId &&
      existing.unit_id === note.unitId &&
      existing.text === note.text;
    if (!same) throw reject(codes.idConflict, m.idConflict);
    ctx.out.put('notes', toSyncNote(existing), false);
    return;
  }
  const row = await ctx.trx
    .insertInto('notes')
    .values({
      id: note.id,
      company_id: ctx.companyId,
      unit_id: note.unitId,
      text: note.text,
      created_by: ctx.actorId,
      created_at: ctx.now,
      updated_at: ctx.now,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.out.put('notes', toSyncNote(row));
}

/** Deletes a note of the hut; a note already deleted stays as it is. */
export async function deleteNote(ctx: OpContext, noteId: string): Promise<void> {
  const note = await ctx.trx
    .selectFrom('notes')
    .selectAll()
    .where('id', '=', noteId)
    .executeTakeFirst();
  if (note?.company_id !== ctx.companyId) throw reject(codes.notFound, m.noteNotFound);
  if (note.deleted_at !== null) {
    ctx.out.put('notes', toSyncNote(note), false);
    return;
  }
  const row = await ctx.trx
    .updateTable('notes')
    .set({ deleted_at: ctx.now, updated_at: ctx.now })
    .where('id', '=', noteId)
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.out.put('notes', toSyncNote(row));
}

/**
 * What staff saw at a return (after the unit is back): a note on the unit, repair with the text
 * as reason when damaged (a retired unit stays retired, and one already out on a newer loan is
 * left to that loan), and an Avvik entry for missing parts.
 */
export async function recordReturnReport(
  ctx: OpContext,
  line: { unitId: number; loanId: string; loanItemId: string },
  report: ReturnReport,
): Promise<void> {
  const text = [
    report.text,
    report.missingParts.length ? m.missingPartsNote(report.missingParts) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const unit = await lockUnit(ctx, line.unitId);
  // An old line of a unit moved to another hut since (received twice): the unit is that hut's
  // now, and nothing of this hut is written onto it (docs/threat-model.md). The op's
  // return_not_on_loan exception tells staff the line was not out.
  if (unit?.company_id !== ctx.companyId) return;
  await addNote(ctx, { id: report.noteId, unitId: line.unitId, text });
  if (report.damaged && (unit.status === 'available' || unit.status === 'repair')) {
    await updateUnit(ctx, unit.id, { status: 'repair', status_reason: report.text });
  }
  if (report.missingParts.length > 0) {
    await raiseException(ctx, 'missing_parts', {
      unitId: line.unitId,
      loanId: line.loanId,
      loanItemId: line.loanItemId,
      parts: report.missingParts.join(', '),
    });
  }
}
