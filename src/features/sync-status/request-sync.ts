/**
 * Asks the page's outbox sync to run now. The engine is imported on demand: it must never be
 * part of the first visit's bundle (public pages load the layout too).
 */
export async function requestSyncNow(): Promise<void> {
  const { requestOutboxSync } = await import('../../sync/page/outbox-scheduler');
  requestOutboxSync();
}
