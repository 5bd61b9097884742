import { pick, randomInt, type Random } from '../../src/server/db/seed-random';
import type { SyncOpInput } from '../../src/shared/contracts/sync';
import { inDays, newId, today, type Device } from './sync-fixtures';

/**
 * Random pushes of a counter, for the test that runs them through the counter batch and through
 * the handlers op by op (sync-counter-batch.test.ts). Most stories are the everyday cart and
 * hand-out; the rest are what the counter batch must recognise as not its case and leave to
 * the handlers: refusals, exceptions, replays, drafts of earlier pushes, other op types.
 */
export interface StoryCast {
  /** Borrowers of the hut: server ids, and the ref of a walk-in the device registered. */
  borrowers: readonly (number | string)[];
  /** The ref of a walk-in merged into another person since. */
  merged: string;
  /** A walk-in by the ref the tablet gave them and by the server's id. */
  walkIn: { ref: string; id: number };
  flagged: number;
  /** People the hut does not know, and an id nobody has. */
  outsiders: readonly number[];
  /** Units of the hut on the shelf and in no cart: each goes into one clean cart at most. */
  fresh: number[];
  /** Units that make a cart or hand-out go wrong: each kind of trouble has its own story. */
  troubled: Record<'retired' | 'lent' | 'otherHut' | 'none' | 'deleted' | 'repair', number> & {
    /** Marked lent on no loan: not trouble at all, a hand-out takes it as it is. */
    strayLent: number;
    /** Put back in service while still out on a loan: its hand-out ends that loan's line. */
    availableButOut: number;
  };
}

type Story = SyncOpInput[];

export class CounterStories {
  /** Carts left in earlier pushes (drafts), and lines handed out. */
  private readonly drafts: { loanId: string; customerId: number | string; lineIds: string[] }[] =
    [];
  private readonly lent: { loanId: string; lineId: string }[] = [];
  private readonly sent: SyncOpInput[] = [];
  private readonly unitOf = new Map<string, number>();

  constructor(
    private readonly random: Random,
    private readonly op: Device,
    private readonly cast: StoryCast,
  ) {}

  /** How many kinds of trouble there are (push({ trouble })). */
  get troubles(): number {
    return this.trouble.length;
  }

  /**
   * A push of a few stories, some of them trouble; a long push of clean carts only; or clean
   * carts around one trouble story, so that it alone decides how the push is applied.
   */
  push(kind: 'mixed' | 'long' | { trouble: number }): SyncOpInput[] {
    const stories: Story[] = [];
    if (kind === 'long') {
      // More than one transaction's worth (run-batch.ts: OPS_PER_TRANSACTION).
      while (stories.flat().length <= 60) stories.push(this.clean(1));
    } else if (kind === 'mixed') {
      const count = randomInt(this.random, 1, 5);
      for (let i = 0; i < count; i++) stories.push(this.mixedStory());
    } else {
      const trouble = this.trouble[kind.trouble];
      if (!trouble) throw new Error('stories: no such trouble');
      stories.push(this.clean(1), trouble(), this.clean(1));
    }
    const ops = this.random() < 0.3 ? interleave(this.random, stories) : stories.flat();
    this.sent.push(...ops);
    return ops;
  }

  private mixedStory(): Story {
    const roll = this.random();
    if (roll < 0.5) return this.clean();
    if (roll < 0.6) return this.draftOnly();
    return pick(this.random, this.trouble)();
  }

  private dates() {
    const loanDate = this.random() < 0.8 ? today() : inDays(1);
    return { loanDate, expectedReturnDate: inDays(randomInt(this.random, 7, 21)) };
  }

  private freshUnits(count: number): number[] {
    if (this.cast.fresh.length < count) throw new Error('stories: out of fresh units');
    return this.cast.fresh.splice(0, count);
  }

  private cartOps(customerId: number | string, units: readonly number[]) {
    const loanId = newId();
    const dates = this.dates();
    const lineIds = units.map(() => newId());
    lineIds.forEach((id, i) => this.unitOf.set(id, units[i] ?? 0));
    const adds = units.map((unitId, i) =>
      this.op({
        type: 'cart.add',
        payload: { loanId, loanItemId: lineIds[i] ?? newId(), customerId, unitId, ...dates },
      }),
    );
    // The hand-out may move the dates the cart was made with.
    const handOut = () =>
      this.op({
        type: 'loan.handOut',
        payload: { loanId, ...(this.random() < 0.7 ? dates : this.dates()) },
      });
    return { loanId, lineIds, adds, handOut };
  }

  private clean(most = 2): Story {
    const units = this.freshUnits(randomInt(this.random, 1, most));
    const cart = this.cartOps(pick(this.random, this.cast.borrowers), units);
    for (const lineId of cart.lineIds) this.lent.push({ loanId: cart.loanId, lineId });
    return [...cart.adds, cart.handOut()];
  }

  private draftOnly(): Story {
    const customerId = pick(this.random, this.cast.borrowers);
    const cart = this.cartOps(customerId, this.freshUnits(randomInt(this.random, 1, 2)));
    this.drafts.push({ loanId: cart.loanId, customerId, lineIds: cart.lineIds });
    return cart.adds;
  }

  /** Stories the handlers must decide (each named for what it does). */
  private readonly trouble: (() => Story)[] = [
    () => {
      const draft = this.drafts.shift();
      if (!draft) return this.clean();
      for (const lineId of draft.lineIds) this.lent.push({ loanId: draft.loanId, lineId });
      return [
        this.op({ type: 'loan.handOut', payload: { loanId: draft.loanId, ...this.dates() } }),
      ];
    },
    () => {
      const draft = this.drafts[0];
      if (!draft) return this.clean();
      const [unitId = 0] = this.freshUnits(1);
      const loanItemId = newId();
      draft.lineIds.push(loanItemId);
      const payload = { loanId: draft.loanId, loanItemId, customerId: draft.customerId, unitId };
      return [this.op({ type: 'cart.add', payload: { ...payload, ...this.dates() } })];
    },
    ...(['flagged', 'merged'] as const).map((who) => () => {
      const cart = this.cartOps(this.cast[who], this.freshUnits(1));
      return [...cart.adds, cart.handOut()];
    }),
    ...(
      [
        'retired',
        'lent',
        'otherHut',
        'none',
        'deleted',
        'repair',
        'strayLent',
        'availableButOut',
      ] as const
    ).flatMap((kind) =>
      [true, false].map((handOut) => () => {
        const units = [...this.freshUnits(1), this.cast.troubled[kind]];
        const cart = this.cartOps(pick(this.random, this.cast.borrowers), units);
        return handOut ? [...cart.adds, cart.handOut()] : cart.adds;
      }),
    ),
    () => {
      // A unit a loan of an earlier push still has out.
      const line = this.lent[this.lent.length - 1];
      const unitId = line ? this.unitOf.get(line.lineId) : undefined;
      if (unitId === undefined) return this.clean();
      const cart = this.cartOps(pick(this.random, this.cast.borrowers), [unitId]);
      return [...cart.adds, cart.handOut()];
    },
    // Each outsider alone: one the network knows but not the hut, and an id nobody has.
    ...[0, 1].map((i) => () => {
      const outsider = this.cast.outsiders[i] ?? 0;
      const cart = this.cartOps(outsider, this.freshUnits(1));
      return this.random() < 0.5 ? [...cart.adds, cart.handOut()] : cart.adds;
    }),
    // The same unit twice in one cart, handed out or not.
    ...[true, false].map((handOut) => () => {
      const [unit = 0] = this.freshUnits(1);
      const cart = this.cartOps(pick(this.random, this.cast.borrowers), [unit, unit]);
      return handOut ? [...cart.adds, cart.handOut()] : cart.adds;
    }),
    () => {
      // One person named by the ref, then by the server's id: the same cart.
      const { ref, id } = this.cast.walkIn;
      const cart = this.cartOps(ref, this.freshUnits(2));
      const [first, second] = cart.adds;
      if (second?.type !== 'cart.add' || !first) return this.clean();
      return [first, { ...second, payload: { ...second.payload, customerId: id } }, cart.handOut()];
    },
    // A cart's later line naming another borrower, or other dates (the draft's stay).
    ...(['customerId', 'dates'] as const).map((change) => () => {
      const cart = this.cartOps(pick(this.random, this.cast.borrowers), this.freshUnits(2));
      const [first, second] = cart.adds;
      if (second?.type !== 'cart.add' || !first) return this.clean();
      const other = this.cast.borrowers.find((b) => b !== second.payload.customerId) ?? 0;
      const payload =
        change === 'customerId'
          ? { ...second.payload, customerId: other }
          : { ...second.payload, ...this.dates() };
      return [first, { ...second, payload }, cart.handOut()];
    }),
    () => {
      const taken = this.lent[0];
      const cart = this.cartOps(pick(this.random, this.cast.borrowers), this.freshUnits(1));
      const [add] = cart.adds;
      if (!taken || add?.type !== 'cart.add') return this.clean();
      // A line id (or a loan id) some row already has.
      const payload =
        this.random() < 0.5
          ? { ...add.payload, loanItemId: taken.lineId }
          : { ...add.payload, loanId: taken.loanId };
      return [{ ...add, payload }, cart.handOut()];
    },
    () => [this.op({ type: 'loan.handOut', payload: { loanId: newId(), ...this.dates() } })],
    () => {
      // A line added to a loan handed out earlier in the push.
      const cart = this.cartOps(pick(this.random, this.cast.borrowers), this.freshUnits(2));
      const [first, second] = cart.adds;
      if (!first || !second) return this.clean();
      return [first, cart.handOut(), second];
    },
    () => {
      const story = this.clean();
      const last = story[story.length - 1];
      return last?.type === 'loan.handOut' ? [...story, this.op({ ...last })] : story;
    },
    () => {
      const earlier = this.sent.length > 0 ? pick(this.random, this.sent) : undefined;
      return earlier ? [earlier, ...this.clean()] : this.clean();
    },
    () => {
      const line = this.lent.shift();
      if (!line) return this.clean();
      return [this.op({ type: 'loanItem.receive', payload: { loanItemId: line.lineId } })];
    },
    () => {
      const [unit = 0] = this.freshUnits(1);
      const first = this.cartOps(pick(this.random, this.cast.borrowers), [unit]);
      const second = this.cartOps(pick(this.random, this.cast.borrowers), [unit]);
      return [...first.adds, ...second.adds, first.handOut(), second.handOut()];
    },
    () => {
      const story = this.clean();
      const [first] = story;
      return first ? [first, ...story] : story;
    },
    () => {
      const draft = this.drafts[0];
      const loanItemId = draft?.lineIds.pop();
      if (!loanItemId) return this.clean();
      return [this.op({ type: 'cart.remove', payload: { loanItemId } })];
    },
  ];
}

/** The stories' ops merged at random, each story's own ops still in their order. */
function interleave(random: Random, stories: readonly Story[]): SyncOpInput[] {
  const queues = stories.map((story) => [...story]);
  const ops: SyncOpInput[] = [];
  for (;;) {
    const open = queues.filter((queue) => queue.length > 0);
    if (open.length === 0) return ops;
    const next = pick(random, open).shift();
    if (next) ops.push(next);
  }
}
