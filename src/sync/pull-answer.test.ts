import { describe, expect, it } from 'vitest';
import { readPullAnswer } from './pull-answer';

const unit = {
  id: 101,
  product_id: 1,
  company_id: 3,
  size: '140',
  max_size: null,
  unit: null,
  type: null,
  image: null,
  status: 'available',
  updated_at: '2026-11-27T10:00:00.000Z',
  status_reason: null,
};

describe('reading a pull answer', () => {
  it('reads an answer it understands whole, with nothing newer', () => {
    const read = readPullAnswer({ cursor: 5, full: false, changes: { units: [unit] } });
    expect(read).toEqual({
      answer: { cursor: 5, full: false, changes: { units: [unit] } },
      newer: [],
    });
  });

  it('keeps a field it does not know, and names it', () => {
    const newer = { ...unit, washed_at: '2026-11-20' };
    const read = readPullAnswer({ cursor: 6, full: true, changes: { units: [newer, unit] } });
    expect(read?.newer).toEqual(['units.washed_at']);
    expect(read?.answer.changes?.units).toEqual([newer, unit]);
  });

  it('keeps a row whose status it has no word for, and names the field', () => {
    const cleaning = { ...unit, id: 102, status: 'cleaning' };
    const read = readPullAnswer({
      cursor: 7,
      full: false,
      changes: { units: [unit, cleaning], deleted: { loans: ['x'] } },
    });
    expect(read?.newer).toEqual(['units.status']);
    expect(read?.answer).toEqual({
      cursor: 7,
      full: false,
      changes: { units: [unit, cleaning], deleted: { loans: ['x'] } },
    });
  });

  it('refuses what is not a pull answer at all', () => {
    for (const body of [
      null,
      'ok',
      { full: true },
      { cursor: -1, full: true },
      { cursor: 1, full: false, changes: { units: [{ status: 'available' }] } },
      { cursor: 1, full: false, changes: { units: 'all' } },
      // A broken row is no newer data: a snapshot of it must not replace the tables.
      { cursor: 1, full: true, changes: { units: [{ ...unit, product_id: undefined }] } },
      { cursor: 1, full: true, changes: { units: [{ ...unit, status: 7 }] } },
      { cursor: 1, full: true, changes: { units: [{ ...unit, size: 140, status: 'cleaning' }] } },
    ]) {
      expect(readPullAnswer(body), JSON.stringify(body)).toBeNull();
    }
  });
});
