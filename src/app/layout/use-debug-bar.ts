import { useEffect } from 'react';
import { storageKeys, writeStored } from '../../lib/local-storage';
import { useAppSelector } from '../../state/hooks';
import { applyDebugBar, debugBarToStore } from '../../state/ui/debug-bar';

/** Whether the debug bar shows; `?debug=1`/`?debug=0` in the first address is remembered. */
export function useDebugBar(): boolean {
  const shown = useAppSelector((s) => s.ui.debugBar);
  useEffect(() => {
    const asked = debugBarToStore(window.location.search);
    if (asked) writeStored(storageKeys.debugBar, asked);
  }, []);
  useEffect(() => {
    applyDebugBar(shown);
    return () => applyDebugBar(false);
  }, [shown]);
  return shown;
}
