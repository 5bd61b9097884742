import { describe, expect, it } from 'vitest';
import { hashPassword, rejectPasswordSlowly, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with a fresh salt in the scrypt$N$r$p$salt$hash format', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Blåbær-123');
    expect(await verifyPassword('Blåbær-123', hash)).toBe(true);
    expect(await verifyPassword('blåbær-123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats malformed or tampered hashes as no match', async () => {
    const hash = await hashPassword('demo1234');
    const parts = hash.split('$');
    expect(await verifyPassword('demo1234', 'garbage')).toBe(false);
    expect(await verifyPassword('demo1234', '')).toBe(false);
    expect(await verifyPassword('demo1234', hash.replace('scrypt', 'bcrypt'))).toBe(false);
    parts[1] = String(1 << 30);
    expect(await verifyPassword('demo1234', parts.join('$'))).toBe(false);
    expect(await rejectPasswordSlowly('demo1234')).toBe(false);
  });
});
