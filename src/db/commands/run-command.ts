import { syncMessages as m, syncRejectCodes as codes } from '../../shared/texts/sync';
import type { SyncOp, SyncOpOf, SyncOpType } from '../../shared/contracts/sync-ops';
import { opVersion } from '../../shared/contracts/sync-op-versions';
import { isValidIsoDate, todayIsoDate } from '../../shared/domain/dates/dates';
import { nb } from '../../shared/texts/messages';
import { getDb, type UtstyrsbodDb } from '../database';
import { takeSeq } from '../hut/device';
import { hutTables } from '../hut/local-context';
import { applyLocalOp } from '../hut/local-ops';
import { uuidv7 } from '../uuidv7';
import { CommandError } from './command-error';
import { triggerSync } from './sync-trigger';

export interface CommandDeps {
  db?: UtstyrsbodDb;
  /** Kicked after the commit (never awaited inside it); defaults to the registered trigger. */
  requestSync?: () => void;
  now?: () => Date;
}

/** The type and payload of an op; the envelope is added by runCommand. */
export type OpBody = {
  [T in SyncOpType]: { type: T; payload: SyncOpOf<T>['payload'] };
}[SyncOpType];

/** What a command's builder may read: the session's hut and user, and today's date. */
export interface CommandScope {
  db: UtstyrsbodDb;
  companyId: number;
  actorId: number;
  /** yyyy-MM-dd on the device. */
  today: string;
  now: Date;
}

/**
 * One staff command: in ONE Dexie transaction, build the op from local state, apply its local
 * effect (refusing with a CommandError, which rolls everything back) and append it to the
 * outbox. Resolves only after the commit; then the sync is kicked.
 */
export async function runCommand<R>(
  deps: CommandDeps,
  build: (scope: CommandScope) => Promise<{ body: OpBody; value: R }>,
): Promise<R & { opId: string }> {
  const db = deps.db ?? getDb();
  const startedAt = performance.now();
  const now = (deps.now ?? (() => new Date()))();
  const result = await db.transaction('rw', hutTables(db), async () => {
    // Every IndexedDB round trip is time staff wait for: independent requests go together.
    // The sequence number is taken while the session is read; a refusal aborts both.
    const numbered = takeSeq(db, now.getTime());
    numbered.catch(() => undefined);
    const session = await db.session.get('session');
    if (!session) throw new CommandError('unauthenticated', nb.notLoggedIn);
    if (session.companyId === null) throw new CommandError('no_company', nb.noCompanySelected);
    const scope: CommandScope = {
      db,
      companyId: session.companyId,
      actorId: session.userId,
      today: todayIsoDate(now),
      now,
    };
    const [{ body, value }, { deviceId, seq }] = await Promise.all([build(scope), numbered]);
    const op: SyncOp = {
      id: uuidv7(now.getTime()),
      companyId: scope.companyId,
      actorId: scope.actorId,
      deviceId,
      createdAt: now.toISOString(),
      seq,
      // The version of the contract this bundle writes: the server upcasts it if it is newer.
      v: opVersion(body.type),
      ...body,
    };
    await Promise.all([
      applyLocalOp({ db, op, now: op.createdAt, strict: true }),
      db.outbox.add({ ...op, status: 'pending', result: null, attempts: 0, lastAttemptAt: null }),
    ]);
    return { ...value, opId: op.id };
  });
  measureCommit(startedAt);
  triggerSync(deps.requestSync);
  return result;
}

/** Name of the User Timing entry of each committed command (read by `npm run bench`). */
export const COMMAND_MEASURE = 'utstyrsbod:command-commit';

/** A tablet runs for days: older entries are dropped now and then so the buffer stays small. */
const KEEP_MEASURES = 1000;
let measured = 0;

// From the call to the commit of its transaction: what staff wait for before the screen confirms.
function measureCommit(startedAt: number): void {
  try {
    measured += 1;
    if (measured % KEEP_MEASURES === 0) performance.clearMeasures(COMMAND_MEASURE);
    performance.measure(COMMAND_MEASURE, { start: startedAt, end: performance.now() });
  } catch {
    // No User Timing here (an old browser): nothing to record.
  }
}

/** A date typed into a form: yyyy-MM-dd and a real day, else a Norwegian refusal. */
export function checkDate(value: string): string {
  if (!isValidIsoDate(value)) throw new CommandError(codes.invalidDate, m.invalidDate);
  return value;
}

/** New ids for rows a command creates, time-ordered with the op's own id. */
export function newId(scope: CommandScope): string {
  return uuidv7(scope.now.getTime());
}
