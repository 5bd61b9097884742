import { describe, expect, it } from 'vitest';
import {
  loanExtendV1ToV2,
  loanItemReceiveV1ToV2,
  OP_VERSION_STEPS,
  opVersion,
  SYNC_PROTOCOL,
  upcastOp,
  type OpVersionStep,
} from './sync-op-versions';
import { SYNC_OP_TYPES, syncOpSchema } from './sync-ops';

const envelope = {
  id: '0190a5c4-1d2e-7c3b-8a9f-1234567890ab',
  companyId: 1,
  actorId: 2,
  deviceId: 'tablet-1',
  createdAt: '2026-10-01T10:00:00.000Z',
  seq: 7,
};
const extendV1 = {
  ...envelope,
  type: 'loan.extend',
  payload: {
    extensionId: '0190a5c4-1d2e-7c3b-8a9f-1234567890ac',
    loanId: '0190a5c4-1d2e-7c3b-8a9f-1234567890ad',
    loanItemId: null,
    newDate: '2026-10-20',
  },
};
const receiveV1 = {
  ...envelope,
  type: 'loanItem.receive',
  payload: {
    loanItemId: '0190a5c4-1d2e-7c3b-8a9f-1234567890ae',
    report: { noteId: '0190a5c4-1d2e-7c3b-8a9f-1234567890af', damaged: true, text: 'Sprukket' },
  },
};

describe('op versions', () => {
  it('upcasts loan.extend v1 (newDate) into the current contract', () => {
    const upcast = upcastOp(extendV1);
    expect(upcast.kind).toBe('current');
    const op = syncOpSchema.parse(upcast.kind === 'current' ? upcast.op : null);
    expect(op).toMatchObject({ v: 2, type: 'loan.extend', seq: 7 });
    expect(op.payload).toEqual({
      extensionId: extendV1.payload.extensionId,
      loanId: extendV1.payload.loanId,
      loanItemId: null,
      expectedReturnDate: '2026-10-20',
    });
  });

  it('refuses a v1 payload read as the current contract: the upcast is what makes it valid', () => {
    expect(syncOpSchema.safeParse({ ...extendV1, v: 2 }).success).toBe(false);
    expect(syncOpSchema.safeParse({ ...receiveV1, v: 2 }).success).toBe(false);
  });

  it('gives a v1 return report an empty list of missing parts, and keeps a given one', () => {
    const upcast = upcastOp(receiveV1);
    const op = syncOpSchema.parse(upcast.kind === 'current' ? upcast.op : null);
    expect(op.payload).toMatchObject({ report: { damaged: true, missingParts: [] } });
    const named = { report: { damaged: false, text: '', missingParts: ['Stav'] } };
    expect(loanItemReceiveV1ToV2(named)).toEqual(named);
    expect(loanItemReceiveV1ToV2({ loanItemId: 'x' })).toEqual({ loanItemId: 'x' });
  });

  it('is pure: the op given is not changed', () => {
    const before = structuredClone(extendV1);
    upcastOp(extendV1);
    loanExtendV1ToV2(extendV1.payload);
    expect(extendV1).toEqual(before);
  });

  it('takes an op with no version as version 1, and a current one as it is', () => {
    const current = {
      ...envelope,
      v: 1,
      type: 'cart.remove',
      payload: { loanItemId: envelope.id },
    };
    expect(upcastOp(current)).toEqual({ kind: 'current', op: current });
    const { v: _v, ...unversioned } = current;
    expect(upcastOp(unversioned)).toEqual({ kind: 'current', op: current });
  });

  it('answers "ahead" for a version newer than the reader knows, and upcasts only as far as it knows', () => {
    expect(upcastOp({ ...extendV1, v: 3 })).toEqual({ kind: 'ahead', version: 3, known: 2 });
    // A server of protocol 1 knows loan.extend v1 only: v2 waits, v1 is taken as it is.
    expect(upcastOp({ ...extendV1, v: 2 }, 1)).toMatchObject({ kind: 'ahead', known: 1 });
    const old = upcastOp(extendV1, 1);
    expect(old).toEqual({ kind: 'current', op: { ...extendV1, v: 1 } });
  });

  it('leaves what is not an op to the contract, which refuses it', () => {
    for (const raw of [null, 'x', [], { type: 'nope' }, { ...extendV1, v: 'two' }]) {
      const upcast = upcastOp(raw);
      expect(upcast).toEqual({ kind: 'current', op: raw });
      expect(syncOpSchema.safeParse(upcast.kind === 'current' ? upcast.op : null).success).toBe(
        false,
      );
    }
    // A payload that is not an object stays as it is (the contract's message says why).
    const broken = { ...extendV1, payload: 'x' };
    expect(upcastOp(broken)).toEqual({ kind: 'current', op: { ...broken, v: 2 } });
  });

  it('knows each protocol’s versions: 1 before any step, the current one at SYNC_PROTOCOL', () => {
    for (const type of SYNC_OP_TYPES) expect(opVersion(type, 1)).toBe(1);
    expect(opVersion('loan.extend', 2)).toBe(2);
    expect(opVersion('loanItem.receive', 2)).toBe(1);
    expect(opVersion('loanItem.receive', SYNC_PROTOCOL)).toBe(2);
  });

  it('keeps every version in the window: chains from 1, one step per version, in protocol order', () => {
    for (const type of SYNC_OP_TYPES) {
      const steps: readonly OpVersionStep[] = OP_VERSION_STEPS[type];
      steps.forEach((step, i) => {
        // No step has been removed: version 1 and every later one can still be upcast.
        expect(step.version, type).toBe(i + 2);
        expect(step.protocol, type).toBeLessThanOrEqual(SYNC_PROTOCOL);
        if (i > 0) expect(step.protocol, type).toBeGreaterThan(steps[i - 1]?.protocol ?? 0);
      });
    }
  });
});
