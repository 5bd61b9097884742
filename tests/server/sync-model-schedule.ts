import fc from 'fast-check';
import { SYNC_OP_TYPES, type SyncOpType } from '../../src/shared/contracts/sync-ops';

/**
 * Random schedules for the fault-injection test. They are abstract (indices, not ids): a
 * device turns an action into ops when the step runs, from what it knows at that moment, so a
 * shrunk schedule still makes sense.
 */
export type Action =
  /** New cart for a borrower (index 4: someone outside the hut), optionally handed out at once. */
  | { kind: 'lend'; borrower: number; units: number[]; handOut: boolean; shift: number }
  /**
   * A queue at the counter: a cart for each borrower, the units (each once) dealt out among
   * them, each cart handed out at once: the counter batch's case (counter-batch.ts).
   */
  | { kind: 'rush'; borrowers: number[]; units: number[]; shift: number }
  /** `reuse`: the line takes the id of the device's last line (a restored tablet, a bug). */
  | {
      kind: 'add';
      loan: number;
      unit: number;
      borrower: number;
      sameCustomer: boolean;
      reuse: boolean;
    }
  /** A line taken out of a cart (of a loan handed out meanwhile: refused). */
  | { kind: 'unCart'; item: number }
  /** Lagre: a cart's dates, moved by `shift` days. */
  | { kind: 'saveCart'; loan: number; shift: number }
  | { kind: 'handOut'; loan: number; shift: number }
  /** Mottatt, optionally with a report: damaged (to repair), a part missing (Avvik). */
  | { kind: 'receive'; item: number; report: { damaged: boolean; missing: boolean } | null }
  /** Repair or retirement with a reason (status 1, 2), or back in service (0). */
  | { kind: 'setStatus'; unit: number; status: number }
  /**
   * A note on a unit, or deleting one of the notes this device wrote. `reuse`: the note takes
   * the id of one the device wrote before (a restored tablet, a bug): refused unless the same.
   */
  | { kind: 'note'; unit: number; text: number; reuse: boolean }
  | { kind: 'deleteNote'; pick: number }
  /** "Came for this, none free": the run's product, in one of a few sizes (or none). */
  | { kind: 'demand'; size: number; reuse: boolean }
  | { kind: 'receiveAll'; loan: number }
  /** days from the loan date, so some are before it; item null: the whole loan. */
  | { kind: 'extend'; loan: number; item: number | null; days: number }
  | { kind: 'activate'; borrower: number }
  /** Attach a person of the network (any hut's borrower, or the outsider) to the device's hut. */
  | { kind: 'attach'; person: number }
  /** Flag one of the hut's borrowers with one of a few remarks, or lift the flag. */
  | { kind: 'flag'; borrower: number; reason: number }
  | { kind: 'unflag'; borrower: number }
  /**
   * A walk-in registered at the counter (one of two phone numbers of the run, so two devices
   * may register the same person), optionally lent units at once, by the device's ref for them.
   */
  | { kind: 'walkIn'; phone: number; units: number[] }
  /** "Slå sammen" on one of the possible duplicates heard of so far. */
  | { kind: 'merge'; pick: number }
  /** Avvik: one of the exceptions heard of so far closed with a resolution (any, by index). */
  | { kind: 'resolve'; pick: number; resolution: number }
  /**
   * A command the device recorded before, recorded again under a new op id with the same row
   * ids (a tablet restored from a copy of its database does the day's work again).
   */
  | { kind: 'again'; pick: number };

/**
 * What happens to one push of a device's outbox head:
 * - ok: delivered, answer received;
 * - lostRequest: never reaches the server;
 * - lostResponse: committed, the answer is lost (the device retries the batch later);
 * - duplicate: the network delivers it twice, one after the other;
 * - parallelDuplicate: delivered twice at the same time (racing transactions on PostgreSQL);
 * - delay: held in the network and delivered by a later `late` step, after other traffic;
 * - crashMidBatch: the server applies the first `cut` ops, then the process dies;
 * - revoked: the device's staff member has lost their role at the hut meanwhile: every op is
 *   held (refused for the delivery, not stored) and stays in the outbox until the role is back.
 */
export const FAULTS = [
  'ok',
  'lostRequest',
  'lostResponse',
  'duplicate',
  'parallelDuplicate',
  'delay',
  'crashMidBatch',
  'revoked',
] as const;
export type Fault = (typeof FAULTS)[number];

export type Step =
  | { kind: 'op'; device: number; action: Action }
  /**
   * A push of the device's outbox head: `batch` ops (small, so batches split and interleave), or
   * (`whole`) the whole outbox as the device's engine sends it (up to 500): the counter batch's
   * push after a queue at the counter.
   */
  | { kind: 'send'; device: number; fault: Fault; cut: number; whole: boolean }
  | { kind: 'late'; pick: number; responseArrives: boolean }
  /** Two pushes at the same time: device a's, and device b's or (flight) a delayed one. */
  | { kind: 'race'; a: number; b: number; flight: boolean }
  | { kind: 'restart' };

export interface Schedule {
  devices: number;
  /** Devices alternate between two huts instead of sharing one. */
  twoHuts: boolean;
  /**
   * The huts hold bookings made online before the schedule (most runs): every hand-out there
   * settles them. Without, the counter's everyday pushes go through the counter batch
   * (src/server/services/sync/counter-batch.ts), which leaves a hut with bookings to the handlers.
   */
  bookings: boolean;
  /** Most ops per push (small, so batches split and interleave). */
  batch: number;
  /** false: the server runs every push through the handlers, never the counter batch. */
  counterBatch: boolean;
  steps: Step[];
  /**
   * At the end of the day, once every outbox is empty, staff go through Avvik: these resolve
   * actions are recorded (on device `device`) and pushed as the last thing of the schedule.
   */
  avvik: { device: number; action: Extract<Action, { kind: 'resolve' }> }[];
}

const ref = fc.nat(7);
/** 0–3: the hut's borrowers; 4: someone outside the hut; 5: the device's latest walk-in. */
const borrower = fc.nat(5);
const unit = fc.nat(4);

type Weighted<T> = { weight: number; arbitrary: fc.Arbitrary<T> };
const action = <A extends Action>(
  weight: number,
  arbitrary: fc.Arbitrary<A>,
): Weighted<Action> => ({
  weight,
  arbitrary,
});

/**
 * The actions that make each op type of the registry (SYNC_OP_TYPES), with their weights: an op
 * type added to the contracts does not compile here until it has an action (and the device and
 * the model know it), and the run's coverage (sync-model-coverage.ts) fails until it is made
 * often enough. An action may make other types too (a lend adds to a cart and hands out).
 */
export const OP_ACTIONS = {
  'cart.add': [
    action(
      3,
      fc.record({
        kind: fc.constant('lend' as const),
        borrower,
        units: fc.array(unit, { minLength: 1, maxLength: 2 }),
        handOut: fc.boolean(),
        shift: fc.nat(2),
      }),
    ),
    action(
      1,
      fc.record({
        kind: fc.constant('add' as const),
        loan: ref,
        unit,
        borrower,
        sameCustomer: fc.boolean(),
        reuse: fc.nat(3).map((n) => n === 0),
      }),
    ),
  ],
  'cart.remove': [action(3, fc.record({ kind: fc.constant('unCart' as const), item: ref }))],
  'loan.save': [
    action(3, fc.record({ kind: fc.constant('saveCart' as const), loan: ref, shift: fc.nat(3) })),
  ],
  'loan.handOut': [
    action(2, fc.record({ kind: fc.constant('handOut' as const), loan: ref, shift: fc.nat(2) })),
    action(
      4,
      fc.record({
        kind: fc.constant('rush' as const),
        // The hut's borrowers but the flagged one (index 2): a queue of everyday loans.
        borrowers: fc.array(fc.constantFrom(0, 1, 3), { minLength: 2, maxLength: 3 }),
        // The queue's units (RunHut.queueUnits).
        units: fc.uniqueArray(fc.nat(3), { minLength: 2, maxLength: 4 }),
        shift: fc.nat(2),
      }),
    ),
  ],
  'loanItem.receive': [
    action(
      4,
      fc.record({
        kind: fc.constant('receive' as const),
        item: ref,
        report: fc.option(fc.record({ damaged: fc.boolean(), missing: fc.boolean() }), {
          nil: null,
          freq: 3,
        }),
      }),
    ),
  ],
  'loan.receiveAll': [
    action(3, fc.record({ kind: fc.constant('receiveAll' as const), loan: ref })),
  ],
  'loan.extend': [
    action(
      3,
      fc.record({
        kind: fc.constant('extend' as const),
        loan: ref,
        item: fc.option(ref, { nil: null }),
        days: fc.integer({ min: -4, max: 20 }),
      }),
    ),
  ],
  'user.attach': [
    action(1, fc.record({ kind: fc.constant('attach' as const), person: fc.nat(9) })),
  ],
  'user.register': [
    action(
      3,
      fc.record({
        kind: fc.constant('walkIn' as const),
        phone: fc.nat(1),
        units: fc.array(unit, { maxLength: 2 }),
      }),
    ),
  ],
  'user.activate': [action(1, fc.record({ kind: fc.constant('activate' as const), borrower }))],
  'user.flag': [
    action(1, fc.record({ kind: fc.constant('flag' as const), borrower, reason: fc.nat(2) })),
  ],
  'user.unflag': [action(1, fc.record({ kind: fc.constant('unflag' as const), borrower }))],
  'exception.resolve': [
    action(2, fc.record({ kind: fc.constant('merge' as const), pick: ref })),
    action(
      4,
      fc.record({ kind: fc.constant('resolve' as const), pick: ref, resolution: fc.nat(9) }),
    ),
  ],
  'unit.setStatus': [
    action(2, fc.record({ kind: fc.constant('setStatus' as const), unit, status: fc.nat(2) })),
  ],
  'note.add': [
    action(
      3,
      fc.record({
        kind: fc.constant('note' as const),
        unit,
        text: fc.nat(2),
        reuse: fc.nat(2).map((n) => n === 0),
      }),
    ),
  ],
  'note.delete': [action(4, fc.record({ kind: fc.constant('deleteNote' as const), pick: ref }))],
  'demand.record': [
    action(
      2,
      fc.record({
        kind: fc.constant('demand' as const),
        size: fc.nat(2),
        reuse: fc.boolean(),
      }),
    ),
  ],
} as const satisfies Record<SyncOpType, readonly Weighted<Action>[]>;

/** Actions of no one op type: a command made again (ids taken, an op decided twice over). */
const OTHER_ACTIONS: readonly Weighted<Action>[] = [
  action(3, fc.record({ kind: fc.constant('again' as const), pick: fc.nat(31) })),
];

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  ...SYNC_OP_TYPES.flatMap((type): readonly Weighted<Action>[] => OP_ACTIONS[type]),
  ...OTHER_ACTIONS,
);

const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('ok' as const) },
  { weight: 1, arbitrary: fc.constant('lostRequest' as const) },
  { weight: 2, arbitrary: fc.constant('lostResponse' as const) },
  { weight: 1, arbitrary: fc.constant('duplicate' as const) },
  { weight: 1, arbitrary: fc.constant('parallelDuplicate' as const) },
  { weight: 2, arbitrary: fc.constant('delay' as const) },
  { weight: 1, arbitrary: fc.constant('crashMidBatch' as const) },
  { weight: 1, arbitrary: fc.constant('revoked' as const) },
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('op' as const),
      device: fc.nat(2),
      action: actionArb,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      device: fc.nat(2),
      fault: faultArb,
      cut: fc.nat(4),
      whole: fc.nat(2).map((n) => n === 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('late' as const),
      pick: fc.nat(3),
      responseArrives: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('race' as const),
      a: fc.nat(2),
      b: fc.nat(2),
      flight: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

export const scheduleArb = (maxSteps: number): fc.Arbitrary<Schedule> =>
  fc.record({
    devices: fc.integer({ min: 2, max: 3 }),
    twoHuts: fc.nat(3).map((n) => n === 0),
    bookings: fc.nat(2).map((n) => n !== 0),
    batch: fc.integer({ min: 1, max: 8 }),
    counterBatch: fc.boolean(),
    avvik: fc.array(
      fc.record({
        device: fc.nat(2),
        action: fc.record({
          kind: fc.constant('resolve' as const),
          pick: ref,
          resolution: fc.nat(9),
        }),
      }),
      { maxLength: 3 },
    ),
    steps: fc.array(stepArb, {
      minLength: Math.min(12, maxSteps),
      maxLength: maxSteps,
      size: 'max',
    }),
  });
