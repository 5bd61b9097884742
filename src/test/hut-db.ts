import { getDb, type UtstyrsbodDb } from '../db/database';
import { seedHut } from '../db/hut/test-hut';

/**
 * The app's own database (getDb, which the components read), emptied and holding the small test
 * hut of src/db/hut/test-hut.ts with its staff member signed in. Call it before each test.
 */
export async function seedAppDb(): Promise<UtstyrsbodDb> {
  const db = getDb();
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
  await seedHut(db);
  return db;
}
