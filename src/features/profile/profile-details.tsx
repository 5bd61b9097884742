import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { profileTexts } from '../../i18n/nb/profile';
import type { User } from '../../shared/contracts/auth';
import { profileRequestSchema, type ProfileRequest } from '../../shared/contracts/profile';
import { useUpdateProfileMutation } from './profile-api';
import { useOutcome } from '../../components/ui/use-outcome';

const t = profileTexts.profile;
const fieldNames = ['name', 'phone'] as const;

/** Mine opplysninger: what the service knows of the person; name and phone can be changed. */
export function ProfileDetails({ user, online }: { user: User; online: boolean }) {
  const [editing, setEditing] = useState(false);
  const [outcome, show, clear] = useOutcome();
  const editButton = useRef<HTMLButtonElement>(null);

  const close = (message?: string) => {
    setEditing(false);
    if (message) show('success', message);
    // The button comes back after this render; focus it then.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <section className="card my-page__section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t.heading}</h2>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={clear}>
          {outcome.text}
        </AlertBanner>
      )}
      {editing ? (
        <ProfileForm user={user} online={online} onDone={close} />
      ) : (
        <>
          <dl className="details">
            <dt>{t.name}</dt>
            <dd>{user.name}</dd>
            <dt>{t.email}</dt>
            <dd>{user.email}</dd>
            <dt>{t.phone}</dt>
            <dd>{user.phone ?? t.missing}</dd>
            <dt>{t.status}</dt>
            <dd>{t.statusName(user.status)}</dd>
            <dt>{t.verified}</dt>
            <dd>{user.isVerified ? t.yes : t.no}</dd>
          </dl>
          <div className="button-row my-page__actions">
            <button
              ref={editButton}
              type="button"
              className="btn btn--secondary"
              onClick={() => {
                clear();
                setEditing(true);
              }}
            >
              {t.edit}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function ProfileForm({
  user,
  online,
  onDone,
}: {
  user: User;
  online: boolean;
  onDone: (message?: string) => void;
}) {
  const [save, { isLoading }] = useUpdateProfileMutation();
  const [error, setErrorText] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileRequest>({
    resolver: zodResolver(profileRequestSchema),
    mode: 'onTouched',
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });

  const submit = async (values: ProfileRequest) => {
    setErrorText(null);
    try {
      const answer = await save(values).unwrap();
      onDone(answer.message);
    } catch (e) {
      setErrorText(showCallError(e, setError, fieldNames, t));
    }
  };

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t.editing}>
      {error && (
        <AlertBanner kind="error" onClose={() => setErrorText(null)}>
          {error}
        </AlertBanner>
      )}
      <FormField
        label={t.name}
        autoComplete="name"
        // The form replaced the button just pressed: go on where the person was.
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        hint={t.phoneHint}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={isLoading || !online}>
          {isLoading ? t.saving : t.save}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onDone()}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
