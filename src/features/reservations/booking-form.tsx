import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Link } from 'react-router-dom';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { reservationTexts } from '../../i18n/nb/reservations';
import { paths } from '../../lib/paths';
import {
  reservationRequestSchema,
  type HutSettings,
  type Reservation,
  type ReservationRequest,
} from '../../shared/contracts/reservations';
import { formatWeekdayDate, todayIsoDate } from '../../shared/domain/dates/dates';
import { pickupDays, type Weekday } from '../../shared/domain/reservations';
import type { BookableHut } from './reserve-panel';
import {
  useAvailabilityQuery,
  useJoinWaitlistMutation,
  useReserveMutation,
} from './reservations-api';

const t = reservationTexts.book;
const fieldNames = ['pickupDate', 'size', 'quantity'] as const;

/** The size select's "any size" is the empty value; the request says null. */
const asSize = (value: unknown) => (value === '' || value === null ? null : String(value));

/**
 * Pickup day, size and how many, with what is free that day (asked of the server for the
 * chosen day); `signIn` stands in for the button when the person may not book yet.
 */
export function BookingForm({
  hut,
  productId,
  productName,
  settings,
  signIn,
}: {
  hut: BookableHut;
  productId: number;
  productName: string;
  settings: HutSettings;
  signIn: ReactNode;
}) {
  const days = pickupDays(todayIsoDate(), {
    ...settings,
    pickupWeekdays: settings.pickupWeekdays as Weekday[],
  });
  const [reserve, { isLoading }] = useReserveMutation();
  const [joinWaitlist, waitlistCall] = useJoinWaitlistMutation();
  const [error, setErrorText] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<z.input<typeof reservationRequestSchema>, unknown, ReservationRequest>({
    resolver: zodResolver(reservationRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      companyId: hut.id,
      productId,
      size: null,
      quantity: 1,
      pickupDate: days[0] ?? '',
    },
  });
  const [date, size, quantity] = useWatch({ control, name: ['pickupDate', 'size', 'quantity'] });
  const availability = useAvailabilityQuery(
    { hut: hut.id, productId, date },
    { skip: !date, refetchOnMountOrArgChange: true },
  );
  const free =
    availability.data === undefined
      ? null
      : size === null
        ? availability.data.free
        : (availability.data.sizes.find((s) => s.size === size)?.free ?? 0);

  if (days.length === 0) return <p className="reserve__note">{t.noDays}</p>;

  /** Books, or (the day being full) takes a place in line; says which, or why not. */
  const send = (
    call: (
      values: ReservationRequest,
    ) => Promise<Pick<Reservation, 'quantity' | 'size' | 'hutName' | 'pickupDate'>>,
    said: typeof t.done,
  ) =>
    handleSubmit(async (values: ReservationRequest) => {
      setErrorText(null);
      setDone(null);
      try {
        const made = await call(values);
        const line = reservationTexts.line(made.quantity, productName, made.size);
        setDone(said(line, made.hutName, formatWeekdayDate(made.pickupDate)));
      } catch (e) {
        setErrorText(showCallError(e, setError, fieldNames, t));
      }
    });
  const submit = send((values) => reserve(values).unwrap(), t.done);
  // The day cannot take the booking: the same choices go to the day's waiting list.
  const wait = send((values) => joinWaitlist(values).unwrap(), t.waited);
  const full = free !== null && free < Number(quantity);

  return (
    <form className="form reserve__form" noValidate onSubmit={(e) => void submit(e)}>
      {done && (
        <AlertBanner kind="success" onClose={() => setDone(null)}>
          <p>{done}</p>
          <Link to={paths.myPage}>{t.seeMine}</Link>
        </AlertBanner>
      )}
      {error && (
        <AlertBanner kind="error" onClose={() => setErrorText(null)}>
          {error}
        </AlertBanner>
      )}
      <div className="reserve__fields">
        <FormField
          label={t.day}
          select
          error={errors.pickupDate?.message}
          {...register('pickupDate')}
        >
          {days.map((d) => (
            <option key={d} value={d}>
              {formatWeekdayDate(d)}
            </option>
          ))}
        </FormField>
        {hut.sizes.length > 0 && (
          <FormField
            label={t.size}
            select
            error={errors.size?.message}
            {...register('size', { setValueAs: asSize })}
          >
            <option value="">{t.anySize}</option>
            {hut.sizes.map((s) => {
              const left = availability.data?.sizes.find((a) => a.size === s)?.free;
              return (
                <option key={s} value={s}>
                  {left === undefined ? s : t.sizeFree(s, left)}
                </option>
              );
            })}
          </FormField>
        )}
        <FormField
          label={t.quantity}
          select
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        >
          {Array.from({ length: settings.maxUnits }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </FormField>
      </div>
      <p className="reserve__free" role="status">
        {free === null ? t.checking : t.free(free)}
      </p>
      {signIn ?? (
        <>
          {full && <p className="reserve__note">{t.full}</p>}
          <div className="button-row">
            <button
              type="submit"
              className="btn btn--primary"
              disabled={isLoading || free === null || full}
            >
              {isLoading ? t.sending : t.submit}
            </button>
            {full && (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={waitlistCall.isLoading}
                onClick={() => void wait()}
              >
                {waitlistCall.isLoading ? t.waiting : t.wait}
              </button>
            )}
          </div>
        </>
      )}
    </form>
  );
}
