/**
 * Demo loans relative to today, so "due today" and "overdue" stay true whenever the seed runs.
 * Days are offsets from today; hut is an index into HUTS; users are seed keys.
 */
export interface LoanSeed {
  customer: string;
  hut: number;
  staff: string;
  status: 'draft' | 'open' | 'closed';
  loanDay: number;
  dueDay: number;
  items: number;
  /** Items of an open loan already handed back (partial return). */
  returnedItems?: number;
  /** An extension: the loan's original due day before it was moved to dueDay. */
  extendedFrom?: number;
}

export const LOANS: readonly LoanSeed[] = [
  // The cart the demo borrower has open at the counter.
  { customer: 'familie', hut: 0, staff: 'demo', status: 'draft', loanDay: 0, dueDay: 7, items: 2 },
  {
    customer: 'familie',
    hut: 0,
    staff: 'ansatt',
    status: 'open',
    loanDay: -2,
    dueDay: 5,
    items: 3,
  },
  {
    customer: 'lise.hansen',
    hut: 0,
    staff: 'demo',
    status: 'open',
    loanDay: -10,
    dueDay: 4,
    items: 2,
    extendedFrom: -3,
  },
  // Due today.
  {
    customer: 'jonas.johansen',
    hut: 0,
    staff: 'ansatt',
    status: 'open',
    loanDay: -7,
    dueDay: 0,
    items: 2,
  },
  // Overdue, the reason this borrower is flagged.
  {
    customer: 'flagget',
    hut: 0,
    staff: 'demo',
    status: 'open',
    loanDay: -21,
    dueDay: -14,
    items: 2,
  },
  // Overdue and partly returned.
  {
    customer: 'lise.hansen',
    hut: 0,
    staff: 'demo',
    status: 'open',
    loanDay: -12,
    dueDay: -5,
    items: 3,
    returnedItems: 1,
  },
  {
    customer: 'sofie.pedersen',
    hut: 1,
    staff: 'demo',
    status: 'open',
    loanDay: -1,
    dueDay: 6,
    items: 2,
  },
  {
    customer: 'sofie.pedersen',
    hut: 1,
    staff: 'demo',
    status: 'open',
    loanDay: -10,
    dueDay: -3,
    items: 1,
  },
  {
    customer: 'henrik.jensen',
    hut: 2,
    staff: 'admin',
    status: 'open',
    loanDay: -7,
    dueDay: 0,
    items: 2,
  },
  {
    customer: 'familie',
    hut: 0,
    staff: 'demo',
    status: 'closed',
    loanDay: -40,
    dueDay: -33,
    items: 3,
  },
  {
    customer: 'familie',
    hut: 1,
    staff: 'demo',
    status: 'closed',
    loanDay: -95,
    dueDay: -88,
    items: 2,
  },
  {
    customer: 'lise.hansen',
    hut: 0,
    staff: 'ansatt',
    status: 'closed',
    loanDay: -60,
    dueDay: -53,
    items: 1,
  },
  {
    customer: 'jonas.johansen',
    hut: 0,
    staff: 'demo',
    status: 'closed',
    loanDay: -75,
    dueDay: -68,
    items: 2,
  },
  {
    customer: 'jonas.johansen',
    hut: 3,
    staff: 'admin',
    status: 'closed',
    loanDay: -30,
    dueDay: -23,
    items: 2,
  },
  {
    customer: 'flagget',
    hut: 0,
    staff: 'demo',
    status: 'closed',
    loanDay: -120,
    dueDay: -113,
    items: 1,
  },
  {
    customer: 'sofie.pedersen',
    hut: 1,
    staff: 'demo',
    status: 'closed',
    loanDay: -45,
    dueDay: -38,
    items: 3,
  },
  {
    customer: 'henrik.jensen',
    hut: 2,
    staff: 'admin',
    status: 'closed',
    loanDay: -150,
    dueDay: -143,
    items: 1,
  },
  {
    customer: 'mathias.eriksen',
    hut: 4,
    staff: 'admin',
    status: 'closed',
    loanDay: -20,
    dueDay: -13,
    items: 2,
  },
  {
    customer: 'amalie.berg',
    hut: 6,
    staff: 'admin',
    status: 'closed',
    loanDay: -14,
    dueDay: -7,
    items: 2,
  },
  {
    customer: 'familie',
    hut: 0,
    staff: 'ansatt',
    status: 'closed',
    loanDay: -170,
    dueDay: -163,
    items: 4,
  },
];
