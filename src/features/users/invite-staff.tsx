import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { useOnline } from '../../components/ui/use-online';
import { usersTexts } from '../../i18n/nb/users';
import {
  hutInviteRequestSchema,
  inviteRoles,
  type HutInviteRequest,
} from '../../shared/contracts/hut-people';
import { formatLongDateTime } from '../../shared/domain/dates/dates';
import { useInviteMutation, useInvitesQuery, useWithdrawInviteMutation } from './hut-people-api';

const t = usersTexts.admin;

/**
 * "Inviter ansatt" (hut admins): the address gets an email with a one-time link; the role (staff
 * or admin) is given only when the person accepts it signed in with that address. Invitations not
 * yet accepted are listed here (an expired one is sent again by inviting the address again) and
 * can be withdrawn.
 */
export function InviteStaff({ hut }: { hut: number }) {
  const online = useOnline();
  const invites = useInvitesQuery(hut, { skip: !online });
  const [invite, inviting] = useInviteMutation();
  const [withdraw] = useWithdrawInviteMutation();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<HutInviteRequest>({
    resolver: zodResolver(hutInviteRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'staff' },
  });

  const submit = async (body: HutInviteRequest) => {
    setOutcome(null);
    try {
      const { message } = await invite({ hut, body }).unwrap();
      setOutcome({ kind: 'success', text: message });
      reset();
    } catch (error) {
      setOutcome({ kind: 'error', text: showCallError(error, setError, ['email', 'role'], t) });
    }
  };

  const remove = async (id: number) => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: (await withdraw({ hut, id }).unwrap()).message });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: isNetworkFailure(error) ? t.offline : errorText(error, t.failed),
      });
    }
  };

  return (
    <section className="invite-staff" aria-labelledby="invite-staff-heading">
      <h2 id="invite-staff-heading">{t.inviteHeading}</h2>
      <p className="form-field__hint">{t.inviteHint}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={() => setOutcome(null)}>
          {outcome.text}
        </AlertBanner>
      )}
      {!online && <p className="form-field__hint">{t.offline}</p>}
      <form
        className="form role-controls__row"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <FormField
          label={t.inviteEmail}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField label={t.inviteRole} select error={errors.role?.message} {...register('role')}>
          {inviteRoles.map((r) => (
            <option key={r} value={r}>
              {usersTexts.roleOf(r)}
            </option>
          ))}
        </FormField>
        <button type="submit" className="btn btn--primary" disabled={!online || inviting.isLoading}>
          {t.invite}
        </button>
      </form>
      <h3>{t.invitesHeading}</h3>
      {invites.data && invites.data.invites.length === 0 && <p>{t.noInvites}</p>}
      {invites.data && invites.data.invites.length > 0 && (
        <ul className="invite-staff__list">
          {invites.data.invites.map((row) => (
            <li key={row.id}>
              <span>
                {row.email}
                <span className="form-field__hint invite-staff__state">
                  {row.expired
                    ? t.inviteExpired(usersTexts.roleOf(row.role))
                    : t.inviteFor(usersTexts.roleOf(row.role), formatLongDateTime(row.expires_at))}
                </span>
              </span>
              <button
                type="button"
                className="btn btn--secondary"
                aria-label={t.withdrawLabel(row.email)}
                disabled={!online}
                onClick={() => void remove(row.id)}
              >
                {t.withdraw}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
