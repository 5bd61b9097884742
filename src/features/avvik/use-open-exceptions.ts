import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import { useHutSession } from '../../db/hooks/use-hut-session';
import type { ExceptionRow } from '../../db/hut/hut-types';
import { openExceptions } from './avvik-queries';

export interface OpenExceptions {
  companyId: number;
  rows: ExceptionRow[];
}

/** The chosen hut's open exceptions, live; undefined while loading or with no hut bound. */
export function useOpenExceptions(): OpenExceptions | undefined {
  const companyId = useHutSession()?.companyId ?? null;
  return useLiveQuery(async () => {
    if (companyId === null) return undefined;
    return { companyId, rows: await openExceptions(getDb(), companyId) };
  }, [companyId]);
}
