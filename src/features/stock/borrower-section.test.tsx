import { screen, waitFor, within } from '@testing-library/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, handOut } from '../../db/commands';
import { getDb } from '../../db/database';
import { borrowerOverview, type BorrowerOverview } from '../../db/hut/borrower-queries';
import type { PersonKey } from '../../db/hut/hut-types';
import { HUT } from '../../db/hut/test-hut';
import { stockTexts as t } from '../../i18n/nb/stock';
import { activatePath } from '../../lib/paths';
import { todayIsoDate } from '../../shared/domain/dates/dates';
import { seedAppDb } from '../../test/hut-db';
import { renderScreen } from '../../test/render';
import { BorrowerSection } from './borrower-section';

beforeEach(async () => {
  await seedAppDb();
});

async function overview(id: PersonKey): Promise<BorrowerOverview> {
  const found = await borrowerOverview(getDb(), HUT, id);
  if (!found) throw new Error(`no borrower ${String(id)}`);
  return found;
}

function section(
  borrowerId: PersonKey | null,
  borrower: BorrowerOverview | null | undefined,
  picker = { open: false, notice: null as string | null, request: 0 },
) {
  const calls = { open: vi.fn(), close: vi.fn(), choose: vi.fn(), clear: vi.fn() };
  const rendered = renderScreen(
    <BorrowerSection
      borrowerId={borrowerId}
      borrower={borrower}
      picker={picker}
      onOpenPicker={calls.open}
      onClosePicker={calls.close}
      onChoose={calls.choose}
      onClear={calls.clear}
      chooseRef={{ current: null }}
    />,
  );
  return { ...rendered, calls };
}

const chooseButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: t.chooseBorrower });

/** The card's facts as term → value. */
function facts(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
  );
}

describe('BorrowerSection', () => {
  it('with nobody chosen, says so; the choose button opens the picker', async () => {
    const { user, calls } = section(null, undefined);
    expect(screen.getByRole('region', { name: t.borrowerHeading })).toBeTruthy();
    expect(screen.getByText(t.noBorrower)).toBeTruthy();
    expect(chooseButton().getAttribute('aria-expanded')).toBe('false');
    await user.click(chooseButton());
    expect(calls.open).toHaveBeenCalledTimes(1);
  });

  it('with the picker open, shows it with its notice, and the button says it is expanded', () => {
    section(null, undefined, { open: true, notice: t.chooseBorrowerFirst, request: 1 });
    expect(chooseButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('searchbox', { name: t.borrowerSearchLabel })).toBeTruthy();
    expect(screen.getByText(t.chooseBorrowerFirst)).toBeTruthy();
    expect(screen.queryByText(t.noBorrower)).toBeNull();
  });

  it('with a borrower chosen, shows their card; choosing another is off until cleared', async () => {
    const { loanId } = await addToCart({ customerId: 20, unitId: 101 });
    await handOut({ loanId, loanDate: todayIsoDate() });
    const { user, calls } = section(20, await overview(20), {
      open: true,
      notice: null,
      request: 1,
    });
    expect(chooseButton().disabled).toBe(true);
    expect(chooseButton().getAttribute('aria-expanded')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const card = screen.getByRole('region', { name: 'Familie Hansen' });
    expect(facts()).toEqual({
      [t.borrowerId]: '20',
      [t.borrowerStatus]: t.userStatus('active'),
      [t.openLoans]: '1',
      [t.borrowerEmail]: 'familie.hansen@example.no',
    });
    await user.click(within(card).getByRole('button', { name: t.clearBorrower('Familie Hansen') }));
    expect(calls.clear).toHaveBeenCalledTimes(1);
  });

  it('a flagged borrower’s card says so, with the remark', async () => {
    section(22, await overview(22));
    expect(facts()[t.borrowerStatus]).toBe(`${t.userStatus('active')}, ${t.flagged}`);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(t.flaggedHelp);
    expect(note.textContent).toContain('Skylder utstyr');
  });

  it('a borrower awaiting activation gets a link to activate them', async () => {
    section(21, await overview(21));
    expect(screen.getByText(t.awaitingActivation, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.activate }).getAttribute('href')).toBe(
      activatePath(21),
    );
  });

  it('a chosen borrower who is no longer here can be reset', async () => {
    const { user, calls } = section(999, null);
    expect(screen.getByText(t.borrowerGone)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.resetBorrower }));
    expect(calls.clear).toHaveBeenCalledTimes(1);
  });
});

/** The section as the stock page holds it: the choice in state, the borrower live from Dexie. */
function Counter() {
  const [borrowerId, setBorrowerId] = useState<PersonKey | null>(null);
  const [picker, setPicker] = useState({ open: false, notice: null, request: 0 });
  const chooseRef = useRef<HTMLButtonElement>(null);
  const borrower = useLiveQuery(
    async () => (borrowerId === null ? null : borrowerOverview(getDb(), HUT, borrowerId)),
    [borrowerId],
  );
  return (
    <BorrowerSection
      borrowerId={borrowerId}
      borrower={borrower}
      picker={picker}
      onOpenPicker={() => setPicker((p) => ({ ...p, open: true, request: p.request + 1 }))}
      onClosePicker={() => setPicker((p) => ({ ...p, open: false }))}
      onChoose={(id) => {
        setBorrowerId(id);
        setPicker((p) => ({ ...p, open: false }));
      }}
      onClear={() => setBorrowerId(null)}
      chooseRef={chooseRef}
    />
  );
}

describe('choosing a borrower at the counter', () => {
  it('search, choose, see the card, clear, and choose again', async () => {
    const { user } = renderScreen(<Counter />);
    await user.click(chooseButton());
    await user.type(screen.getByRole('searchbox', { name: t.borrowerSearchLabel }), 'olsen');
    await user.click(
      await screen.findByRole('button', { name: t.chooseThisLabel('Familie Olsen') }),
    );
    expect(await screen.findByRole('region', { name: 'Familie Olsen' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: t.clearBorrower('Familie Olsen') }));
    await waitFor(() => expect(screen.getByText(t.noBorrower)).toBeTruthy());
    expect(chooseButton().disabled).toBe(false);
  });
});
