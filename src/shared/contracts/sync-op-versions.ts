import * as z from 'zod/mini';
import type { SyncOpType } from './sync-ops';

/**
 * Versions of the op contracts (docs/sync-protocol.md, "Op versions"). An op carries `v`, the
 * version of its type's contract it was written in (absent: 1, as every op before versions
 * existed). The current shapes are the schemas of sync-ops.ts; every earlier version of a type is
 * one step below, with a pure function that rewrites a payload of that version into the next.
 * A device may have recorded an op weeks ago in an older bundle: the server upcasts it step by
 * step and applies the result exactly once, never refusing it for its age.
 *
 * `SYNC_PROTOCOL` counts the generations of the contracts: it rises with every new op version
 * (or row field a device must understand). A bundle sends its protocol with every push and pull.
 *
 * The window: a step may only be removed when its version was superseded in a protocol at least
 * ten releases ago AND at least 90 days ago (`OP_VERSION_WINDOW`); no step has been removed yet,
 * so every version ever shipped is accepted.
 */
export const SYNC_PROTOCOL = 3;

/**
 * Bundles of an older protocol are told to update before they sync (426, `update_required`): a
 * release raises it only when the server can no longer serve such a bundle correctly. 1: every
 * bundle ever shipped is served. Operators may raise it (SYNC_OLDEST_PROTOCOL).
 */
export const OLDEST_SERVED_PROTOCOL = 1;

/** The request header a bundle names its protocol in, and the server's answer header. */
export const SYNC_PROTOCOL_HEADER = 'x-sync-protocol';

/** The protocol a request names (absent or unreadable: 1, as bundles before the header). */
export function requestProtocol(header: string | null | undefined): number {
  const n = Number(header);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** How long an op version stays accepted after a newer one shipped: both must have passed. */
export const OP_VERSION_WINDOW = { days: 90, releases: 10 } as const;

/** Payload of version `version - 1`, rewritten into version `version`. */
export interface OpVersionStep {
  version: number;
  /** The protocol that introduced `version`. */
  protocol: number;
  /** The day that protocol shipped (yyyy-MM-dd), for the window. */
  shippedOn: string;
  /** Why the contract changed, as written in docs/sync-protocol.md. */
  why: string;
  /** Pure: the payload of the previous version (already checked to be an object) → this one. */
  upcast: (payload: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * loan.extend v2 (protocol 2): the new date is called `expectedReturnDate`, as in every other op
 * that sets a loan's return date (cart.add, loan.save, loan.handOut); v1 called it `newDate`.
 */
export function loanExtendV1ToV2(payload: Record<string, unknown>): Record<string, unknown> {
  // Only what version 1 had is rewritten: a payload already in the new shape passes as it is.
  if (!('newDate' in payload)) return payload;
  const { newDate, ...rest } = payload;
  return { ...rest, expectedReturnDate: newDate };
}

/**
 * loanItem.receive v2 (protocol 3): a report names its missing parts, an empty list when none;
 * v1 (before equipment had parts) left the field out.
 */
export function loanItemReceiveV1ToV2(payload: Record<string, unknown>): Record<string, unknown> {
  const report = payload['report'];
  if (!isObject(report) || 'missingParts' in report) return payload;
  return { ...payload, report: { ...report, missingParts: [] } };
}

const SHIPPED_PROTOCOL_2 = '2026-11-27';
const SHIPPED_PROTOCOL_3 = '2026-11-27';

/** Every type's steps above version 1, oldest first. A type without steps is still at 1. */
export const OP_VERSION_STEPS = {
  'cart.add': [],
  'cart.remove': [],
  'loan.save': [],
  'loan.handOut': [],
  'loanItem.receive': [
    {
      version: 2,
      protocol: 3,
      shippedOn: SHIPPED_PROTOCOL_3,
      why: 'missingParts required',
      upcast: loanItemReceiveV1ToV2,
    },
  ],
  'loan.receiveAll': [],
  'loan.extend': [
    {
      version: 2,
      protocol: 2,
      shippedOn: SHIPPED_PROTOCOL_2,
      why: 'newDate renamed expectedReturnDate',
      upcast: loanExtendV1ToV2,
    },
  ],
  'user.attach': [],
  'user.register': [],
  'user.activate': [],
  'user.flag': [],
  'user.unflag': [],
  'exception.resolve': [],
  'unit.setStatus': [],
  'note.add': [],
  'note.delete': [],
  'demand.record': [],
} as const satisfies Record<SyncOpType, readonly OpVersionStep[]>;

/** The version of `type` a bundle (or server) of `protocol` writes and understands. */
export function opVersion(type: SyncOpType, protocol: number = SYNC_PROTOCOL): number {
  const steps: readonly OpVersionStep[] = OP_VERSION_STEPS[type];
  return steps.reduce((v, step) => (step.protocol <= protocol ? step.version : v), 1);
}

// Any positive integer: one above what the reader knows is from a newer bundle (held), never
// applied as if it were current.
const versionSchema = z.int().check(z.positive());

/**
 * What an op as sent becomes for a reader of `protocol`:
 * - `current`: rewritten into that protocol's version of its type (or left as it was when it is
 *   not an object with a known type and a payload: the contract's own check says what is wrong);
 * - `ahead`: written by a newer bundle than the reader knows; nothing can be done with it yet.
 */
export type Upcast =
  { kind: 'current'; op: unknown } | { kind: 'ahead'; version: number; known: number };

export function upcastOp(raw: unknown, protocol: number = SYNC_PROTOCOL): Upcast {
  if (!isObject(raw) || !isOpType(raw['type'])) return { kind: 'current', op: raw };
  const type = raw['type'];
  const given = raw['v'] === undefined ? 1 : raw['v'];
  const parsed = versionSchema.safeParse(given);
  // A malformed `v` is left for the contract to refuse (it checks `v` as well).
  if (!parsed.success) return { kind: 'current', op: raw };
  const known = opVersion(type, protocol);
  if (parsed.data > known) return { kind: 'ahead', version: parsed.data, known };
  let payload = raw['payload'];
  const steps: readonly OpVersionStep[] = OP_VERSION_STEPS[type];
  for (const step of steps) {
    if (step.version <= parsed.data || step.version > known) continue;
    // Not an object: the contract refuses it with its own message; nothing to rewrite.
    if (!isObject(payload)) break;
    payload = step.upcast(payload);
  }
  return { kind: 'current', op: { ...raw, v: known, payload } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOpType(value: unknown): value is SyncOpType {
  return typeof value === 'string' && Object.hasOwn(OP_VERSION_STEPS, value);
}
