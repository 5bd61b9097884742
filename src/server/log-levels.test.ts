import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logMethod } from './log-levels';

function logger() {
  const lines: { level: number; msg?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg?: string });
      done();
    },
  });
  return { log: pino({ level: 'debug', hooks: { logMethod } }, sink), lines };
}

describe('log levels', () => {
  it('logs a client that went away at debug, real errors at error', async () => {
    const { log, lines } = logger();
    log.error(new Error('premature close'));
    log.error(new Error('database is gone'));
    await new Promise((r) => setTimeout(r, 10));
    expect(lines.map((l) => l.level)).toEqual([20, 50]);
  });
});
