import { describe, expect, it } from 'vitest';
import { syncMessages as m } from '../../shared/texts/sync';
import { entryMessage } from './outbox-store';

describe('the message of a refused entry', () => {
  it('says why a malformed op was refused, not only that it was', () => {
    const result = {
      outcome: 'rejected' as const,
      opId: 'x',
      code: 'invalid_op',
      message: m.invalidOp,
      fields: { 'payload.match': [m.attachNeedsMatch] },
    };
    expect(entryMessage({ result })).toBe(`${m.invalidOp} ${m.attachNeedsMatch}`);
    expect(entryMessage({ result: { ...result, fields: {} } })).toBe(m.invalidOp);
    expect(
      entryMessage({
        result: {
          ...result,
          code: 'not_found',
          message: m.unitNotFound,
          fields: { unitId: [m.unitNotFound] },
        },
      }),
    ).toBe(m.unitNotFound);
  });
});
