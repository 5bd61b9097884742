import { describe, expect, it } from 'vitest';
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
