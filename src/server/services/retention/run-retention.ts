import type { Kysely } from 'kysely';
import { now } from '../../db/clock';
import type { Database } from '../../db/schema';
import { retentionCutoff } from '../../../shared/domain/retention';
import { anonymisableIds } from './activity';
import { anonymisePerson } from './anonymise-person';
import { readRetentionMonths } from './settings';

/**
 * The daily retention job (services/jobs): everyone whose last activity is older than the
 * network's period is anonymised with their children, one transaction per person. A person is
 * checked again under their lock (anonymisePerson), so a run that overlaps another, or a second
 * run, anonymises nobody twice. Returns how many it anonymised.
 */
export async function runRetention(db: Kysely<Database>): Promise<number> {
  const cutoff = retentionCutoff(now(), await readRetentionMonths(db));
  let done = 0;
  for (const id of await anonymisableIds(db, cutoff)) {
    if (await anonymisePerson(db, id, cutoff)) done += 1;
  }
  return done;
}
