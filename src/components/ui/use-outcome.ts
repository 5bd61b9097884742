import { useCallback, useState } from 'react';

export interface Outcome {
  kind: 'success' | 'error';
  text: string;
}

/** What the last action of a section came to, shown in its message box until closed. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const show = useCallback((kind: Outcome['kind'], text: string) => setOutcome({ kind, text }), []);
  const clear = useCallback(() => setOutcome(null), []);
  return [outcome, show, clear] as const;
}
