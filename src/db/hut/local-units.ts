import type { ReturnReport, SyncOpOf } from '../../shared/contracts/sync-ops';
import { syncMessages as m, syncRejectCodes as codes } from '../../shared/texts/sync';
import { CommandError } from '../commands/command-error';
import type { LocalOpContext } from './local-context';

/**
 * The optimistic effects of the unit commands (state, notes, a return's report), by the rules
 * of the server's ops (services/sync/ops/unit-state.ts, unit-store.ts).
 */

async function hutUnit(ctx: LocalOpContext, unitId: number) {
  const unit = await ctx.db.units.get(unitId);
  if (unit?.company_id === ctx.op.companyId) return unit;
  if (ctx.strict) throw new CommandError(codes.notFound, m.unitNotFound);
  return undefined;
}

export async function localUnitSetStatus(
  ctx: LocalOpContext,
  p: SyncOpOf<'unit.setStatus'>['payload'],
): Promise<void> {
  const unit = await hutUnit(ctx, p.unitId);
  if (!unit) return;
  if (unit.status === 'lent') {
    if (ctx.strict) throw new CommandError(codes.unitLent, m.unitLentNoStatus);
    return;
  }
  // Back in service while a loan still has it out (handed out from repair): it is lent.
  const out =
    p.status === 'available' &&
    (await ctx.db.loanItems
      .where('unit_id')
      .equals(unit.id)
      .filter((i) => i.status === 'lent')
      .count()) > 0;
  await ctx.db.units.update(unit.id, {
    status: out ? 'lent' : p.status,
    status_reason: p.status === 'available' ? null : p.reason,
    updated_at: ctx.now,
  });
}

async function putNote(ctx: LocalOpContext, note: { id: string; unitId: number; text: string }) {
  const existing = await ctx.db.notes.get(note.id);
  if (existing) return;
  await ctx.db.notes.put({
    id: note.id,
    company_id: ctx.op.companyId,
    unit_id: note.unitId,
    text: note.text,
    created_by: ctx.op.actorId,
    created_at: ctx.now,
    deleted_at: null,
  });
}

export async function localNoteAdd(
  ctx: LocalOpContext,
  p: SyncOpOf<'note.add'>['payload'],
): Promise<void> {
  if (!(await hutUnit(ctx, p.unitId))) return;
  await putNote(ctx, { id: p.noteId, unitId: p.unitId, text: p.text });
}

export async function localNoteDelete(
  ctx: LocalOpContext,
  p: SyncOpOf<'note.delete'>['payload'],
): Promise<void> {
  const note = await ctx.db.notes.get(p.noteId);
  if (note?.company_id !== ctx.op.companyId) {
    if (ctx.strict) throw new CommandError(codes.notFound, m.noteNotFound);
    return;
  }
  if (note.deleted_at === null) await ctx.db.notes.update(note.id, { deleted_at: ctx.now });
}

/** A return's report: the note, and repair when damaged (a retired unit stays retired). */
export async function localReturnReport(
  ctx: LocalOpContext,
  unitId: number,
  report: ReturnReport,
): Promise<void> {
  const parts = report.missingParts.length ? m.missingPartsNote(report.missingParts) : '';
  const text = [report.text, parts].filter(Boolean).join(' ');
  await putNote(ctx, { id: report.noteId, unitId, text });
  const unit = await ctx.db.units.get(unitId);
  if (report.damaged && unit && (unit.status === 'available' || unit.status === 'repair')) {
    await ctx.db.units.update(unitId, {
      status: 'repair',
      status_reason: report.text,
      updated_at: ctx.now,
    });
  }
}
