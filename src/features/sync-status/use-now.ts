import { useEffect, useState } from 'react';

/**
 * The time, renewed every `everyMs`: a warning that depends on how long changes have waited
 * appears while the screen stays open, not only when the outbox changes.
 */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
