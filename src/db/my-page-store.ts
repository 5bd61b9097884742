import { myPageSchema, type MyPage } from '../shared/contracts/profile';
import type { UtstyrsbodDb } from './database';

/** Keeps the answer, so Min side can be read offline ("sist oppdatert …"). */
export async function keepMyPage(db: UtstyrsbodDb, page: MyPage): Promise<void> {
  await db.myPages.put({ userId: page.user.id, page });
}

/** The kept answer of the person, checked with the contract; null when none (or unreadable). */
export async function readMyPage(db: UtstyrsbodDb, userId: number): Promise<MyPage | null> {
  const row = await db.myPages.get(userId);
  const parsed = myPageSchema.safeParse(row?.page);
  return parsed.success ? parsed.data : null;
}

/** Signing out or deleting the account leaves no one's Min side on the device. */
export async function forgetMyPages(db: UtstyrsbodDb): Promise<void> {
  await db.myPages.clear();
}
