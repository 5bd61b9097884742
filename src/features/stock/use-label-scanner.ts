import { useEffect, useRef } from 'react';
import { parseUnitLabelCode } from '../../shared/domain/equipment';

/** A USB scanner types a whole code in a few milliseconds per key; people do not. */
const MAX_KEY_GAP_MS = 50;
const MIN_LENGTH = 3;

function isField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * A USB barcode scanner (a keyboard that types the code and Enter) outside any text field: the
 * keystrokes are collected while they come scanner-fast, and Enter hands over the unit a label
 * code names. Text fields handle their own Enter (the stock search does), so typing there is
 * never taken away.
 */
export function useLabelScanner(onUnit: (unitId: number, code: string) => void, enabled = true) {
  const latest = useRef(onUnit);
  useEffect(() => {
    latest.current = onUnit;
  });
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      if (isField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const now = performance.now();
      if (now - last > MAX_KEY_GAP_MS) buffer = '';
      last = now;
      if (event.key === 'Enter') {
        const unitId = buffer.length >= MIN_LENGTH ? parseUnitLabelCode(buffer) : null;
        const code = buffer;
        buffer = '';
        if (unitId === null) return;
        // The Enter belongs to the scan, not to the focused button.
        event.preventDefault();
        event.stopPropagation();
        latest.current(unitId, code);
        return;
      }
      if (event.key.length === 1) buffer += event.key;
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled]);
}
