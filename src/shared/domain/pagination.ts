/**
 * SPEC §9: the first and last page are always shown; the middle buttons run from
 * max(2, current-3) to min(last-1, start+5), so at most 6 middle pages. `gap` marks an ellipsis.
 */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export function middlePages(current: number, last: number): number[] {
  const start = Math.max(2, current - 3);
  const end = Math.min(last - 1, start + 5);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

export function pageSlots(current: number, last: number): PageSlot[] {
  if (last <= 1) return [{ kind: 'page', page: 1 }];
  const middle = middlePages(current, last);
  const slots: PageSlot[] = [{ kind: 'page', page: 1 }];
  const first = middle[0];
  const lastMiddle = middle[middle.length - 1];
  if (first !== undefined && first > 2) slots.push({ kind: 'gap', key: 'start' });
  for (const page of middle) slots.push({ kind: 'page', page });
  if (lastMiddle !== undefined && lastMiddle < last - 1) slots.push({ kind: 'gap', key: 'end' });
  slots.push({ kind: 'page', page: last });
  return slots;
}

/** Go-to-page input: a whole number from 1 to the last page, else null. */
export function parseGoToPage(raw: string, last: number): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= last ? page : null;
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
