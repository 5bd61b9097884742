import { screen, waitFor, within } from '@testing-library/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UtstyrsbodDb } from '../../db/database';
import { getDb } from '../../db/database';
import { stockForCart } from '../../db/hut/hut-queries';
import type { PersonKey, ReservationRow } from '../../db/hut/hut-types';
import { HUT, olsensBooking } from '../../db/hut/test-hut';
import { reservationTexts } from '../../i18n/nb/reservations';
import {
  addDaysToIsoDate,
  formatWeekdayDayMonth,
  todayIsoDate,
} from '../../shared/domain/dates/dates';
import { seedAppDb } from '../../test/hut-db';
import { renderUi } from '../../test/render';
import { useReservationCheck } from './reservation-clash';

const t = reservationTexts.clash;

let db: UtstyrsbodDb;
beforeEach(async () => {
  db = await seedAppDb();
});

/** Familie Olsen (23) has booked a Sykkel today; `extra` changes what. */
function todaysBooking(extra: Partial<ReservationRow> = {}): ReservationRow {
  return olsensBooking('r1', todayIsoDate(), extra);
}

/** The hut's bicycles with an add button each, as the stock table offers them to `borrower`. */
function Shelf({
  borrower,
  onAnswer,
}: {
  borrower: PersonKey;
  onAnswer: (id: number | null) => void;
}) {
  const { choose, dialog } = useReservationCheck(HUT);
  const units = useLiveQuery(() => stockForCart(getDb(), HUT, null), []);
  return (
    <>
      {units
        ?.filter((unit) => unit.product_id === 1)
        .map((unit) => (
          <button
            key={unit.id}
            type="button"
            onClick={() => void choose(unit, borrower).then(onAnswer)}
          >
            Legg til {unit.id}
          </button>
        ))}
      {dialog}
    </>
  );
}

async function shelf(borrower: PersonKey = 20) {
  const onAnswer = vi.fn<(id: number | null) => void>();
  const rendered = renderUi(<Shelf borrower={borrower} onAnswer={onAnswer} />);
  await screen.findByRole('button', { name: 'Legg til 101' });
  return { ...rendered, onAnswer };
}

const add = (id: number) => screen.getByRole('button', { name: `Legg til ${id}` });
const instead102 = () => screen.getByRole('button', { name: t.instead('Sykkel nr. 102, 24') });

describe('the reservation check before a unit goes into a cart', () => {
  it('with nothing booked, the unit goes in without a question', async () => {
    const { user, onAnswer } = await shelf();
    await user.click(add(101));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(101));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the one who booked it takes it without a question', async () => {
    await db.reservations.put(todaysBooking());
    const { user, onAnswer } = await shelf(23);
    await user.click(add(101));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(101));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first when the unit is booked by another today, and says by whom', async () => {
    await db.reservations.put(todaysBooking());
    const { user, onAnswer } = await shelf();
    await user.click(add(101));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect(within(dialog).getByText(t.reserved(1, 1, null)).textContent).toBe(
      '1 av 1 er reservert i dag.',
    );
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'Familie Olsen har reservert 1 × Sykkel, størrelse 20 i dag (tlf. 40000023).',
    );
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    // The way out that leaves the booking served has the focus.
    expect(document.activeElement).toBe(instead102());
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('"take another instead" answers with that unit; focus goes back to the add button', async () => {
    await db.reservations.put(todaysBooking());
    const { user, onAnswer } = await shelf();
    await user.click(add(101));
    await user.click(await waitFor(instead102));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(102));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(add(101));
  });

  it('"add it anyway" answers with the unit asked about', async () => {
    await db.reservations.put(todaysBooking());
    const { user, onAnswer } = await shelf();
    await user.click(add(101));
    await user.click(await screen.findByRole('button', { name: t.anyway }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(101));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Avbryt and Escape answer with nothing', async () => {
    await db.reservations.put(todaysBooking());
    const { user, onAnswer } = await shelf();
    await user.click(add(101));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const footer = dialog.querySelector<HTMLElement>('.modal__footer');
    await user.click(within(footer ?? dialog).getByRole('button', { name: t.cancel }));
    await user.click(add(101));
    await screen.findByRole('dialog', { name: t.title });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer.mock.calls).toEqual([[null], [null]]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while staff are asked, a second unit (another scan) is not added behind the question', async () => {
    await db.reservations.put(todaysBooking());
    const { user, onAnswer } = await shelf();
    await user.click(add(101));
    await screen.findByRole('dialog', { name: t.title });
    // The page behind is inert in a browser; a scanner's Enter still reaches the counter.
    add(103).click();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(null));
    await user.click(screen.getByRole('button', { name: t.anyway }));
    await waitFor(() => expect(onAnswer.mock.calls).toEqual([[null], [101]]));
  });

  it('with no unit that would leave the bookings served, offers no other unit', async () => {
    await db.reservations.put(todaysBooking({ size: null, quantity: 3 }));
    const { user } = await shelf();
    await user.click(add(101));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    // A booking of any size draws on all three bicycles, not only the one size 20.
    expect(within(dialog).getByText('3 av 3 er reservert i dag.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /i stedet/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: t.anyway })).toBeTruthy();
  });

  it('counts a pickup on a coming day inside the loan, and names the day', async () => {
    const day = addDaysToIsoDate(todayIsoDate(), 3);
    await db.reservations.put(todaysBooking({ pickup_date: day }));
    const { user, onAnswer } = await shelf();
    await user.click(add(101));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const named = formatWeekdayDayMonth(day);
    expect(within(dialog).getByText(`1 av 1 er reservert til ${named}.`)).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      `Familie Olsen har reservert 1 × Sykkel, størrelse 20 til ${named} (tlf. 40000023).`,
    );
    // The loan could end before the pickup: staff are told they can shorten it in the cart.
    expect(within(dialog).getByText(t.shortenHint(named))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.anyway }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(101));
  });

  it('a pickup after the loan is due back clashes with nothing', async () => {
    await db.reservations.put(todaysBooking({ pickup_date: addDaysToIsoDate(todayIsoDate(), 8) }));
    const { user, onAnswer } = await shelf();
    await user.click(add(101));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(101));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
