import fc from 'fast-check';

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
  | { kind: 'add'; loan: number; unit: number; borrower: number; sameCustomer: boolean }
  | { kind: 'handOut'; loan: number; shift: number }
  /** Mottatt, optionally with a report: damaged (to repair), a part missing (Avvik). */
  | { kind: 'receive'; item: number; report: { damaged: boolean; missing: boolean } | null }
  /** Repair or retirement with a reason (status 1, 2), or back in service (0). */
  | { kind: 'setStatus'; unit: number; status: number }
  /** A note on a unit, or deleting one of the notes this device wrote. */
  | { kind: 'note'; unit: number; text: number }
  | { kind: 'deleteNote'; pick: number }
  /** "Came for this, none free": the run's product, in one of a few sizes (or none). */
  | { kind: 'demand'; size: number }
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
  | { kind: 'merge'; pick: number };

/**
 * What happens to one push of a device's outbox head:
 * - ok: delivered, answer received;
 * - lostRequest: never reaches the server;
 * - lostResponse: committed, the answer is lost (the device retries the batch later);
 * - duplicate: the network delivers it twice, one after the other;
 * - parallelDuplicate: delivered twice at the same time (racing transactions on PostgreSQL);
 * - delay: held in the network and delivered by a later `late` step, after other traffic;
 * - crashMidBatch: the server applies the first `cut` ops, then the process dies.
 */
export const FAULTS = [
  'ok',
  'lostRequest',
  'lostResponse',
  'duplicate',
  'parallelDuplicate',
  'delay',
  'crashMidBatch',
] as const;
export type Fault = (typeof FAULTS)[number];

export type Step =
  | { kind: 'op'; device: number; action: Action }
  | { kind: 'send'; device: number; fault: Fault; cut: number }
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
  steps: Step[];
}

const ref = fc.nat(7);
/** 0–3: the hut's borrowers; 4: someone outside the hut; 5: the device's latest walk-in. */
const borrower = fc.nat(5);
const unit = fc.nat(4);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('lend' as const),
      borrower,
      units: fc.array(unit, { minLength: 1, maxLength: 2 }),
      handOut: fc.boolean(),
      shift: fc.nat(2),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('rush' as const),
      // The hut's borrowers but the flagged one (index 2): a queue of everyday loans.
      borrowers: fc.array(fc.constantFrom(0, 1, 3), { minLength: 2, maxLength: 3 }),
      units: fc.uniqueArray(unit, { minLength: 2, maxLength: 4 }),
      shift: fc.nat(2),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      loan: ref,
      unit,
      borrower,
      sameCustomer: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('handOut' as const), loan: ref, shift: fc.nat(2) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      item: ref,
      report: fc.option(fc.record({ damaged: fc.boolean(), missing: fc.boolean() }), {
        nil: null,
        freq: 3,
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('setStatus' as const), unit, status: fc.nat(2) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('note' as const), unit, text: fc.nat(2) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteNote' as const), pick: ref }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('demand' as const), size: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('receiveAll' as const), loan: ref }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extend' as const),
      loan: ref,
      item: fc.option(ref, { nil: null }),
      days: fc.integer({ min: -2, max: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('activate' as const), borrower }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('attach' as const), person: fc.nat(9) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('flag' as const), borrower, reason: fc.nat(2) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unflag' as const), borrower }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('merge' as const), pick: ref }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('walkIn' as const),
      phone: fc.nat(1),
      units: fc.array(unit, { maxLength: 2 }),
    }),
  },
);

const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('ok' as const) },
  { weight: 1, arbitrary: fc.constant('lostRequest' as const) },
  { weight: 2, arbitrary: fc.constant('lostResponse' as const) },
  { weight: 1, arbitrary: fc.constant('duplicate' as const) },
  { weight: 1, arbitrary: fc.constant('parallelDuplicate' as const) },
  { weight: 2, arbitrary: fc.constant('delay' as const) },
  { weight: 1, arbitrary: fc.constant('crashMidBatch' as const) },
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
    steps: fc.array(stepArb, { minLength: 6, maxLength: maxSteps, size: 'max' }),
  });
