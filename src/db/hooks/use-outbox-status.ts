import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../database';
import { outboxStatus, type OutboxStatusView } from '../hut/outbox-store';

/** The sync indicator's numbers; updates by itself whenever a tab or the worker syncs. */
export function useOutboxStatus(): OutboxStatusView | undefined {
  return useLiveQuery(() => outboxStatus(getDb()), []);
}
