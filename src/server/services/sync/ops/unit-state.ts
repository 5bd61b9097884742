import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { reject } from '../context';
import { updateUnit } from '../loan-store';
import { addNote, deleteNote, requireUnit } from '../unit-store';

/**
 * Repair, retirement or back in service. A lent unit is refused: it is not at the counter, and
 * its state follows the return (a damaged return sends it to repair).
 */
export async function unitSetStatus(
  ctx: OpContext,
  p: SyncOpOf<'unit.setStatus'>['payload'],
): Promise<void> {
  const unit = await requireUnit(ctx, p.unitId);
  if (unit.status === 'lent') throw reject(codes.unitLent, m.unitLentNoStatus);
  const reason = p.status === 'available' ? null : p.reason;
  await updateUnit(ctx, unit.id, { status: p.status, status_reason: reason });
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
