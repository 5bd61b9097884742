import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { contactRequestSchema } from '../../shared/contracts/contact';
import { nowIso } from '../db/clock';
import type { Database } from '../db/schema';

type ContactInput = z.output<typeof contactRequestSchema>;

/** Stores a message from the contact form for the network's admins. */
export async function storeContactMessage(
  db: Kysely<Database>,
  input: ContactInput,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...input, created_at: nowIso(), handled_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
