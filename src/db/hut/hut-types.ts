import type { DevicePublicKey } from '../../shared/contracts/queue-file';
import type {
  StoredResult,
  SyncException,
  SyncExtension,
  SyncReminder,
  SyncReservation,
  SyncLoan,
  SyncLoanItem,
  SyncMember,
  SyncNote,
  SyncOp,
  SyncProduct,
  SyncUnit,
  SyncUser,
} from '../../shared/contracts/sync';
import type { PersonId } from '../../shared/contracts/sync-ops';

/**
 * Rows of the chosen hut's local tables. Server rows are stored as the sync contract defines them
 * (snake_case), so pull results and push results go in unchanged.
 */
export type HutProductRow = SyncProduct;
export type UnitRow = SyncUnit;
/**
 * A person on this device: the server's id, or for a walk-in registered here and not yet synced,
 * the ref this device gave them (user.register). The server's row replaces it on arrival.
 */
export type PersonKey = PersonId;
/** Users the counter works with (borrowers, staff, customers of the hut's loans). */
export type HutUserRow = Omit<SyncUser, 'id'> & { id: PersonKey };
/** A child of one of the hut's people (pulled with the person). */
export type HutMemberRow = SyncMember;
/**
 * `number` is the server's human loan number: null until the loan has reached the server; the
 * customer may be a walk-in's ref until then too.
 */
export type LoanRow = Omit<SyncLoan, 'number' | 'customer_id'> & {
  number: number | null;
  customer_id: PersonKey;
};
export type LoanItemRow = SyncLoanItem;
export type ExtensionRow = SyncExtension;
/** A reminder of a loan that went out, and how its email fared. */
export type ReminderRow = SyncReminder;
/** A reservation at the hut, with who booked it. */
export type ReservationRow = SyncReservation;
/** An anomaly for the exception inbox (Avvik). */
export type ExceptionRow = SyncException;

/**
 * Free text per unit (SPEC §3 Note), pulled with the hut and written by note.add / note.delete;
 * a deleted note keeps its row with deleted_at until the next full snapshot.
 */
export type NoteRow = SyncNote;

export type { OutboxStatus } from '../../shared/domain/statuses';
import type { OutboxStatus } from '../../shared/domain/statuses';

/** A result the device keeps next to an entry: what the server decided, or why it waits. */
export type OutboxResult =
  | StoredResult
  | { outcome: 'held'; code: string; message: string }
  | { outcome: 'duplicate'; original: StoredResult };

/**
 * One staff command waiting for (or done with) the server. The envelope fields are exactly the
 * op the server gets; `status`, `result`, `attempts` are this device's bookkeeping.
 */
export type OutboxEntry = SyncOp & {
  status: OutboxStatus;
  result: OutboxResult | null;
  attempts: number;
  lastAttemptAt: string | null;
};

/** Per hut: how far this device has pulled, and how its last sync went. */
export interface SyncStateRow {
  companyId: number;
  /** null: the local tables do not hold this hut's data (the next pull is a full snapshot). */
  cursor: number | null;
  lastPullAt: string | null;
  lastPushAt: string | null;
  /** Norwegian text of the last failure, cleared by the next success. */
  lastError: string | null;
  /** 'auth': the session expired; nothing is pushed until staff sign in again. */
  paused: 'auth' | null;
}

/** This browser as a sync device: a stable id and the next outbox sequence number. */
export interface DeviceRow {
  id: 'device';
  deviceId: string;
  nextSeq: number;
  /** The key its saved queues are signed with (device-key.ts); made on first need. */
  signing?: DeviceSigning;
  /**
   * The database epoch its last sync answer named (server-epoch.ts); absent until the first
   * answer. Not indexed, so it needs no schema version.
   */
  serverEpoch?: string;
}

/**
 * A device's ECDSA P-256 key pair ("Ta ut ventende endringer"). The private key is a
 * non-extractable CryptoKey, stored as such in IndexedDB: it signs on this device and can never
 * be read out. Not indexed, so it needs no schema version.
 */
export interface DeviceSigning {
  privateKey: CryptoKey;
  publicKey: DevicePublicKey;
  /** Users whose sign-in registered the public key with the server (POST /api/sync/device-key). */
  registeredFor: number[];
}

/** Who is signed in and which hut the server session has chosen; written by the page. */
export interface SessionRow {
  id: 'session';
  userId: number;
  companyId: number | null;
  updatedAt: string;
}
