import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { toastShown } from '../../state/ui/ui-slice';
import { avvikTexts } from '../../i18n/nb/avvik';
import { useOpenExceptions } from '../avvik';

/** Only exceptions the server raised lately are news; a hut's older ones arrive with a snapshot. */
const RECENT_MS = 15 * 60_000;

/**
 * A toast when a sync brings a new open exception. What is already there when the screen opens,
 * or when another hut is chosen, is not announced (the badge shows it).
 */
export function useNewExceptionToast(): void {
  const dispatch = useAppDispatch();
  const open = useOpenExceptions();
  const seen = useRef<{ companyId: number; ids: Set<string> } | null>(null);

  useEffect(() => {
    if (!open) return;
    const previous = seen.current;
    const ids = new Set(open.rows.map((e) => e.id));
    if (previous?.companyId !== open.companyId) {
      seen.current = { companyId: open.companyId, ids };
      return;
    }
    const since = Date.now() - RECENT_MS;
    const fresh = open.rows.filter(
      (e) => !previous.ids.has(e.id) && Date.parse(e.created_at) >= since,
    );
    for (const id of ids) previous.ids.add(id);
    if (fresh.length > 0) {
      dispatch(toastShown({ kind: 'info', text: avvikTexts.newException(fresh.length) }));
    }
  }, [open, dispatch]);
}
