import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { reject } from '../context';
import { updateUnit } from '../loan-store';
import { addNote, deleteNote, requireUnit } from '../unit-store';
import { lineStatus } from '../../../db/sql-helpers';

/**
 * Repair, retirement or back in service. A lent unit is refused: it is not at the counter, and
 * its state follows the return (a damaged return sends it to repair). A unit in repair that was
 * handed out anyway (the counter's truth: an Avvik entry) and is then put back in service is
 * out on that loan: it becomes 'lent', so its return puts it on the shelf like any other.
 */
export async function unitSetStatus(
  ctx: OpContext,
  p: SyncOpOf<'unit.setStatus'>['payload'],
): Promise<void> {
  const unit = await requireUnit(ctx, p.unitId);
  if (unit.status === 'lent') throw reject(codes.unitLent, m.unitLentNoStatus);
  if (p.status === 'available') {
    const out = await ctx.trx
      .selectFrom('loan_items')
      .select('id')
      .where('unit_id', '=', unit.id)
      .where('status', '=', lineStatus('lent'))
      .executeTakeFirst();
    await updateUnit(ctx, unit.id, { status: out ? 'lent' : 'available', status_reason: null });
    return;
  }
  await updateUnit(ctx, unit.id, { status: p.status, status_reason: p.reason });
}

export async function noteAdd(ctx: OpContext, p: SyncOpOf<'note.add'>['payload']): Promise<void> {
  await requireUnit(ctx, p.unitId);
  await addNote(ctx, { id: p.noteId, unitId: p.unitId, text: p.text });
}

export async function noteDelete(
  ctx: OpContext,
  p: SyncOpOf<'note.delete'>['payload'],
): Promise<void> {
  await deleteNote(ctx, p.noteId);
}
