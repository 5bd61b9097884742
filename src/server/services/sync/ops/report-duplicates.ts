import { duplicateReports, findPossibleDuplicates } from '../../people/duplicates';
import type { OpContext } from '../context';
import { raiseException } from '../loan-store';

/**
 * A person just came into the op's hut (a walk-in registered, or someone attached): Avvik hears
 * of the others with the same phone or email, as far as this hut may know of them
 * (duplicateReports). Raised by the op, so its outcome is 'exception'.
 */
export async function reportDuplicates(
  ctx: OpContext,
  person: {
    id: number;
    name: string;
    phone: string | null;
    email: string | null;
    isWalkIn: boolean;
  },
): Promise<void> {
  const matches = await findPossibleDuplicates(ctx.trx, person.id, person, ctx.companyId);
  for (const report of duplicateReports(ctx.companyId, person, matches)) {
    await raiseException(ctx, report.kind, report.details);
  }
}
