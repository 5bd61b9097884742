import { describe, expect, it, vi } from 'vitest';
import { placeholderNotifications, setRead, unreadCount } from './notifications';

describe('notifications', () => {
  it('counts unread and toggles read state', () => {
    expect(unreadCount(placeholderNotifications)).toBe(3);
    const read = setRead(placeholderNotifications, 2, true);
    expect(unreadCount(read)).toBe(2);
    expect(read.find((n) => n.id === 2)?.read).toBe(true);
    expect(unreadCount(setRead(read, 2, false))).toBe(3);
    expect(placeholderNotifications[1]?.read).toBe(false);
  });
});

describe('read marks of Avvik notifications', () => {
  it('are kept on the device: a new page load still sees them', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    try {
      vi.resetModules();
      const first = await import('./notifications');
      first.markRead('e1', true);
      first.markRead('e2', true);
      first.markRead('e2', false);
      vi.resetModules();
      // A fresh module: what a reload starts with.
      const next = await import('./notifications');
      expect(next.isMarkedRead('e1')).toBe(true);
      expect(next.isMarkedRead('e2')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
