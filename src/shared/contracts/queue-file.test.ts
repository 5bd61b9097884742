import { describe, expect, it } from 'vitest';
import {
  fromBase64Url,
  QUEUE_FILE_KIND,
  queueFileSchema,
  queueFileText,
  signedBytes,
  toBase64Url,
  type QueueFile,
} from './queue-file';
import { queueFileMessages as m } from '../texts/queue-file';

const file: QueueFile = {
  kind: QUEUE_FILE_KIND,
  version: 1,
  deviceId: '0190a0b0-0000-7000-8000-000000000001',
  userId: 3,
  companyId: 1,
  createdAt: '2026-05-04T10:00:00.000Z',
  entries: [{ id: 'x', type: 'cart.add', payload: { unitId: 4 } }],
  signature: 'AAAA',
};

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the saved queue file', () => {
  it('signs the fields without the signature, in their canonical spelling', () => {
    const text = decode(signedBytes(file));
    expect(text).not.toContain('signature');
    expect(text.startsWith('{"companyId":1,"createdAt":')).toBe(true);
    // The file as written and read back signs the same bytes; another signature does not matter.
    const read = JSON.parse(queueFileText(file)) as QueueFile;
    expect(decode(signedBytes({ ...read, signature: 'other' }))).toBe(text);
    expect(decode(signedBytes({ ...file, userId: 4 }))).not.toBe(text);
  });

  it('parses its own text back to the same file', () => {
    expect(queueFileSchema.parse(JSON.parse(queueFileText(file)))).toEqual(file);
  });

  it('refuses another kind of file and a newer version with their own messages', () => {
    const kind = queueFileSchema.safeParse({ ...file, kind: 'noe annet' });
    expect(kind.error?.issues[0]?.message).toBe(m.notQueueFile);
    const version = queueFileSchema.safeParse({ ...file, version: 2 });
    expect(version.error?.issues[0]?.message).toBe(m.newerVersion);
    const entries = queueFileSchema.safeParse({ ...file, entries: {} });
    expect(entries.success).toBe(false);
  });

  it('writes bytes as base64url and reads them back', () => {
    const bytes = new Uint8Array(Array.from({ length: 64 }, (_, i) => (i * 37 + 250) % 256));
    const text = toBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Array.from(fromBase64Url(text))).toEqual(Array.from(bytes));
    expect(toBase64Url(new Uint8Array([251, 255]))).toBe('-_8');
  });
});
