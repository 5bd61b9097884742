import type { UtstyrsbodDb } from '../db/database';

/** What one sync run works with; everything with the network or the clock is injectable. */
export interface EngineContext {
  db: UtstyrsbodDb;
  fetch: typeof fetch;
  getXsrfToken: () => Promise<string>;
  now: () => Date;
  session: { userId: number; companyId: number };
}

/** How a push or a pull ended, before the run decides what to tell the screens. */
export type StepFailure =
  | { kind: 'network' }
  | { kind: 'auth' }
  | { kind: 'server'; status: number | null; message: string }
  /** The server's database was restored: it names another epoch (docs/sync-protocol.md). */
  | { kind: 'epoch'; epoch: string };
