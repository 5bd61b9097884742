import type { SyncOpType } from '../../src/shared/contracts/sync';
import { syncMessages as m, syncRejectCodes as codes } from '../../src/shared/contracts/sync';
import { inDays, newId } from './sync-fixtures';
import type { OpBody } from './sync-fixtures';
import { dates, UNKNOWN_ID } from './sync-op-matrix-world';
import type { OpMatrixWorld } from './sync-op-matrix-world';

/**
 * The rows of the sync op authorization matrix (sync-op-matrix.test.ts), one per op type of
 * SYNC_OP_TYPES: a new op type does not compile without its row.
 *
 * `own` makes a valid op at a hut on that hut's own rows (made for the cell: applying may use
 * them up). Each slot names ONE row of hut B from an op at hut A, the rest of the op being hut
 * A's own, next to a reference: the same op with that id one nobody has. Both must be refused
 * with `answer` (for ids the server gives, `not_found` and the text of an unknown id) and change
 * nothing. An id the DEVICE makes (a loan, a line, a note, an extension, a need, a child) names
 * nothing yet when new: an unknown one is simply created. There another hut's id must answer as
 * an id already used at the own hut does (`id_conflict`), so it tells nothing more.
 */

/** The op body of each type, by type (an indexed type, so a row of one type is a row of all). */
type Bodies = { [B in OpBody as B['type']]: B };
type Body<T extends SyncOpType> = Bodies[T];
type Build<T extends SyncOpType> = (w: OpMatrixWorld) => Promise<Body<T>>;

export interface Refusal {
  code: string;
  message: string;
}

export interface Slot<T extends SyncOpType> {
  /** What the op names of hut B. */
  names: string;
  foreign: Build<T>;
  reference: Build<T>;
  /** What the reference is: an id nobody has, or a device-made id hut A already used. */
  referenceIs: 'unknown' | 'taken';
  answer: Refusal;
}

export interface OpRow<T extends SyncOpType> {
  own: (w: OpMatrixWorld, hut: number) => Promise<Body<T>>;
  /** Empty only with a reason: the op names nothing a hut owns. */
  slots: readonly Slot<T>[];
}

const notFound = (message: string): Refusal => ({ code: codes.notFound, message });
const idTaken: Refusal = { code: codes.idConflict, message: m.idConflict };

/** A slot whose reference names an id nobody has. */
function unknown<T extends SyncOpType>(
  names: string,
  message: string,
  build: (w: OpMatrixWorld, id: 'foreign' | 'unknown') => Promise<Body<T>>,
): Slot<T> {
  return {
    names,
    foreign: (w) => build(w, 'foreign'),
    reference: (w) => build(w, 'unknown'),
    referenceIs: 'unknown',
    answer: notFound(message),
  };
}

/** A slot of a device-made id: hut B's, or one hut A already used. */
function taken<T extends SyncOpType>(
  names: string,
  build: (w: OpMatrixWorld, id: 'foreign' | 'own') => Promise<Body<T>>,
): Slot<T> {
  return {
    names,
    foreign: (w) => build(w, 'foreign'),
    reference: (w) => build(w, 'own'),
    referenceIs: 'taken',
    answer: idTaken,
  };
}

/** A cart line at hut A from hut A's own rows, with some of its fields replaced. */
async function cartAdd(
  w: OpMatrixWorld,
  over: Partial<Body<'cart.add'>['payload']>,
): Promise<Body<'cart.add'>> {
  return {
    type: 'cart.add',
    payload: {
      loanId: newId(),
      loanItemId: newId(),
      customerId: w.own.person.id,
      unitId: w.own.unit,
      ...dates(),
      ...over,
    },
  };
}

/** A return date moved on hut A's open loan, with some of its fields replaced. */
function extend(
  w: OpMatrixWorld,
  over: Partial<Body<'loan.extend'>['payload']>,
): Promise<Body<'loan.extend'>> {
  return Promise.resolve({
    type: 'loan.extend',
    payload: {
      extensionId: newId(),
      loanId: w.own.openLoan.loanId,
      loanItemId: null,
      expectedReturnDate: inDays(14),
      ...over,
    },
  });
}

/** A person named by server id: hut B's borrower, or nobody. */
const personId = (w: OpMatrixWorld, id: 'foreign' | 'unknown') =>
  id === 'foreign' ? w.foreign.person.id : UNKNOWN_ID;
/** A person named by a walk-in's ref: hut B's walk-in, or nobody's. */
const personRef = (w: OpMatrixWorld, id: 'foreign' | 'unknown') =>
  id === 'foreign' ? w.foreign.walkIn.ref : newId();

/** The two ways an op names a person of hut B instead of one of hut A. */
function personSlots<T extends 'user.activate' | 'user.flag' | 'user.unflag'>(
  build: (userId: number | string) => Body<T>,
): Slot<T>[] {
  return [
    unknown('a person of hut B', m.userNotFound, async (w, id) => build(personId(w, id))),
    unknown('a walk-in of hut B, by ref', m.userNotFound, async (w, id) => build(personRef(w, id))),
  ];
}

export const OP_ROWS: { [T in SyncOpType]: OpRow<T> } = {
  'cart.add': {
    own: async (w, hut) => ({
      type: 'cart.add',
      payload: {
        loanId: newId(),
        loanItemId: newId(),
        customerId: (await w.borrower(hut)).id,
        unitId: await w.unit(hut),
        ...dates(),
      },
    }),
    slots: [
      unknown('a person of hut B', m.customerNotFound, (w, id) =>
        cartAdd(w, { customerId: personId(w, id) }),
      ),
      unknown('a walk-in of hut B, by ref', m.customerNotFound, (w, id) =>
        cartAdd(w, { customerId: personRef(w, id) }),
      ),
      unknown('a unit of hut B', m.unitNotFound, (w, id) =>
        cartAdd(w, { unitId: id === 'foreign' ? w.foreign.unit : UNKNOWN_ID }),
      ),
      // A new cart's id that hut B's cart has: as taken as a line id hut A already used.
      taken('the loan id of a cart of hut B', (w, id) =>
        cartAdd(
          w,
          id === 'foreign'
            ? { loanId: w.foreign.draft.loanId }
            : { loanItemId: w.own.draft.itemId },
        ),
      ),
      taken('the line id of a cart of hut B', (w, id) =>
        cartAdd(w, { loanItemId: (id === 'foreign' ? w.foreign : w.own).draft.itemId }),
      ),
      // Where the op is refused anyway, hut B's cart id must not change the reason given.
      unknown('a cart of hut B with its borrower', m.customerNotFound, (w, id) =>
        cartAdd(
          w,
          id === 'foreign'
            ? { loanId: w.foreign.draft.loanId, customerId: w.foreign.draft.customerId }
            : { customerId: UNKNOWN_ID },
        ),
      ),
      unknown('a cart of hut B and one of its units', m.unitNotFound, (w, id) =>
        cartAdd(
          w,
          id === 'foreign'
            ? { loanId: w.foreign.draft.loanId, unitId: w.foreign.unit }
            : { unitId: UNKNOWN_ID },
        ),
      ),
    ],
  },
  'cart.remove': {
    own: async (w, hut) => ({
      type: 'cart.remove',
      payload: { loanItemId: (await w.loan(hut)).itemId },
    }),
    slots: [
      unknown('a cart line of hut B', m.loanItemNotFound, async (w, id) => ({
        type: 'cart.remove',
        payload: { loanItemId: id === 'foreign' ? w.foreign.draft.itemId : newId() },
      })),
    ],
  },
  'loan.save': {
    own: async (w, hut) => ({
      type: 'loan.save',
      payload: { loanId: (await w.loan(hut)).loanId, ...dates(), memberId: null },
    }),
    slots: [
      unknown('a cart of hut B', m.loanNotFound, async (w, id) => ({
        type: 'loan.save',
        payload: { loanId: id === 'foreign' ? w.foreign.draft.loanId : newId(), ...dates() },
      })),
      unknown('a child of a person of hut B', m.memberNotFound, async (w, id) => ({
        type: 'loan.save',
        payload: {
          loanId: w.own.draft.loanId,
          ...dates(),
          memberId: id === 'foreign' ? w.foreign.childId : newId(),
        },
      })),
    ],
  },
  'loan.handOut': {
    own: async (w, hut) => ({
      type: 'loan.handOut',
      payload: { loanId: (await w.loan(hut)).loanId, ...dates() },
    }),
    slots: [
      unknown('a cart of hut B', m.loanNotFound, async (w, id) => ({
        type: 'loan.handOut',
        payload: { loanId: id === 'foreign' ? w.foreign.draft.loanId : newId(), ...dates() },
      })),
    ],
  },
  'loanItem.receive': {
    own: async (w, hut) => ({
      type: 'loanItem.receive',
      payload: { loanItemId: (await w.loan(hut, true)).itemId },
    }),
    slots: [
      unknown('a line lent out by hut B', m.loanItemNotFound, async (w, id) => ({
        type: 'loanItem.receive',
        payload: { loanItemId: id === 'foreign' ? w.foreign.openLoan.itemId : newId() },
      })),
    ],
  },
  'loan.receiveAll': {
    own: async (w, hut) => ({
      type: 'loan.receiveAll',
      payload: { loanId: (await w.loan(hut, true)).loanId },
    }),
    slots: [
      unknown('a loan of hut B', m.loanNotFound, async (w, id) => ({
        type: 'loan.receiveAll',
        payload: { loanId: id === 'foreign' ? w.foreign.openLoan.loanId : newId() },
      })),
    ],
  },
  'loan.extend': {
    own: async (w, hut) => ({
      type: 'loan.extend',
      payload: {
        extensionId: newId(),
        loanId: (await w.loan(hut, true)).loanId,
        loanItemId: null,
        expectedReturnDate: inDays(14),
      },
    }),
    slots: [
      unknown('a loan of hut B', m.loanNotFound, (w, id) =>
        extend(w, { loanId: id === 'foreign' ? w.foreign.openLoan.loanId : newId() }),
      ),
      unknown('a line of a loan of hut B', m.loanItemNotFound, (w, id) =>
        extend(w, { loanItemId: id === 'foreign' ? w.foreign.openLoan.itemId : newId() }),
      ),
      taken('the id of an extension of hut B', (w, id) =>
        extend(w, { extensionId: (id === 'foreign' ? w.foreign : w.own).extensionId }),
      ),
    ],
  },
  // Attaching reaches a person of ANOTHER hut by design, but only with their own email or phone
  // (user-attach.ts); anything else answers as an unknown id does.
  'user.attach': {
    own: async (w, hut) => {
      const other = hut === w.hutB ? w.hutA : w.hutB;
      const person = await w.borrower(other, 'Flagget i en annen bod.');
      return {
        type: 'user.attach',
        payload: { userId: person.id, match: { kind: 'email', value: person.email } },
      };
    },
    slots: [
      unknown('a person of hut B with an email nobody has', m.personNotFound, async (w, id) => ({
        type: 'user.attach',
        payload: {
          userId: personId(w, id),
          match: { kind: 'email', value: w.contact().email },
        },
      })),
      unknown(
        'a person of hut B with the email of another person',
        m.personNotFound,
        async (w, id) => ({
          type: 'user.attach',
          payload: { userId: personId(w, id), match: { kind: 'email', value: w.own.person.email } },
        }),
      ),
      unknown(
        'a person of hut B with the phone of another person',
        m.personNotFound,
        async (w, id) => ({
          type: 'user.attach',
          payload: { userId: personId(w, id), match: { kind: 'phone', value: w.own.person.phone } },
        }),
      ),
    ],
  },
  'user.register': {
    own: async (w) => ({
      type: 'user.register',
      payload: { ref: newId(), name: 'Matrise Disk', phone: w.contact().phone },
    }),
    slots: [
      // The ref of hut B's walk-in is taken: it must not bring that person into hut A (only an
      // exact email or phone lookup does), so it answers as another id already used does.
      taken('the ref of a walk-in of hut B', async (w, id) => ({
        type: 'user.register',
        payload:
          id === 'foreign'
            ? {
                // A walk-in of its own, so that should it reach hut A no other cell follows.
                ref: (await w.walkIn(w.hutB)).ref,
                name: 'Matrise Disk',
                phone: w.contact().phone,
              }
            : {
                ref: newId(),
                name: 'Matrise Disk',
                phone: w.contact().phone,
                children: [{ id: w.own.childId, name: 'Matrise Barn' }],
              },
      })),
      taken('the id of a child of a person of hut B', async (w, id) => ({
        type: 'user.register',
        payload: {
          ref: newId(),
          name: 'Matrise Disk',
          phone: w.contact().phone,
          children: [{ id: (id === 'foreign' ? w.foreign : w.own).childId, name: 'Matrise Barn' }],
        },
      })),
    ],
  },
  'user.activate': {
    own: async (w, hut) => ({
      type: 'user.activate',
      payload: { userId: (await w.borrower(hut)).id, reason: 'legitimasjon' },
    }),
    slots: personSlots((userId) => ({
      type: 'user.activate',
      payload: { userId, reason: 'legitimasjon' },
    })),
  },
  'user.flag': {
    own: async (w, hut) => ({
      type: 'user.flag',
      payload: { userId: (await w.borrower(hut)).id, reason: 'Matrise: mistet en hjelm.' },
    }),
    slots: personSlots((userId) => ({
      type: 'user.flag',
      payload: { userId, reason: 'Matrise: mistet en hjelm.' },
    })),
  },
  'user.unflag': {
    own: async (w, hut) => ({
      type: 'user.unflag',
      payload: { userId: (await w.borrower(hut, 'Matrise: flagget her.')).id },
    }),
    slots: personSlots((userId) => ({ type: 'user.unflag', payload: { userId } })),
  },
  'exception.resolve': {
    own: async (w, hut) => ({
      type: 'exception.resolve',
      payload: { exceptionId: await w.exception(hut), resolution: 'confirmed' },
    }),
    slots: [
      unknown('an exception of hut B', m.exceptionNotFound, async (w, id) => ({
        type: 'exception.resolve',
        payload: {
          exceptionId: id === 'foreign' ? w.foreign.exceptionId : newId(),
          resolution: 'confirmed',
        },
      })),
    ],
  },
  'unit.setStatus': {
    own: async (w, hut) => ({
      type: 'unit.setStatus',
      payload: { unitId: await w.unit(hut), status: 'repair', reason: 'Matrise: løs binding.' },
    }),
    slots: [
      unknown('a unit of hut B', m.unitNotFound, async (w, id) => ({
        type: 'unit.setStatus',
        payload: {
          unitId: id === 'foreign' ? w.foreign.unit : UNKNOWN_ID,
          status: 'repair',
          reason: 'Matrise: løs binding.',
        },
      })),
    ],
  },
  'note.add': {
    own: async (w, hut) => ({
      type: 'note.add',
      payload: { noteId: newId(), unitId: await w.unit(hut), text: 'Matrise: ny merknad.' },
    }),
    slots: [
      unknown('a unit of hut B', m.unitNotFound, async (w, id) => ({
        type: 'note.add',
        payload: {
          noteId: newId(),
          unitId: id === 'foreign' ? w.foreign.unit : UNKNOWN_ID,
          text: 'Matrise: ny merknad.',
        },
      })),
      taken('the id of a note of hut B', async (w, id) => ({
        type: 'note.add',
        payload: {
          noteId: (id === 'foreign' ? w.foreign : w.own).note.noteId,
          unitId: w.own.unit,
          text: (id === 'foreign' ? w.foreign : w.own).note.text,
        },
      })),
    ],
  },
  'note.delete': {
    own: async (w, hut) => ({
      type: 'note.delete',
      payload: { noteId: (await w.note(hut)).noteId },
    }),
    slots: [
      unknown('a note of hut B', m.noteNotFound, async (w, id) => ({
        type: 'note.delete',
        payload: { noteId: id === 'foreign' ? w.foreign.note.noteId : newId() },
      })),
    ],
  },
  // Products and categories are the network's, not a hut's: only the need's own id can be
  // another hut's.
  'demand.record': {
    own: async (w) => ({
      type: 'demand.record',
      payload: { demandId: newId(), productId: await w.product(), categoryId: null, size: null },
    }),
    slots: [
      taken('the id of a need recorded at hut B', async (w, id) => ({
        type: 'demand.record',
        payload: {
          demandId: (id === 'foreign' ? w.foreign : w.own).demandId,
          productId: await w.product(),
          categoryId: null,
          size: null,
        },
      })),
    ],
  },
};
