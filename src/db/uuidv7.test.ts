import { describe, expect, it } from 'vitest';
import { uuidv7, uuidv7Time } from './uuidv7';

const FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('has the RFC 9562 layout the server accepts', () => {
    for (let i = 0; i < 200; i++) expect(uuidv7()).toMatch(FORMAT);
  });

  it('carries the time it was made', () => {
    const at = Date.parse('2030-05-17T12:00:00.000Z');
    expect(uuidv7Time(uuidv7(at))).toBe(at);
  });

  it('sorts in creation order, also within one millisecond and past the counter', () => {
    const at = Date.parse('2031-01-01T00:00:00.000Z');
    const ids = Array.from({ length: 5000 }, () => uuidv7(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(FORMAT);
  });

  it('never goes backwards when the clock does', () => {
    const first = uuidv7(Date.parse('2032-01-01T00:00:01.000Z'));
    const second = uuidv7(Date.parse('2032-01-01T00:00:00.000Z'));
    expect(second > first).toBe(true);
  });
});
