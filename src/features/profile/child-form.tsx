import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { profileTexts } from '../../i18n/nb/profile';
import {
  memberRequestSchema,
  type Member,
  type MemberRequest,
} from '../../shared/contracts/profile';
import { useAddMemberMutation, useUpdateMemberMutation } from './profile-api';

const t = profileTexts.children;
const fieldNames = ['name', 'height', 'shoeSize', 'helmetSize'] as const;

/** An empty number field is "not given" (null); anything else is read as a number. */
const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The device-made id of the child being added: made at the first try, kept for the retries. */
async function idOfNewChild(id: string | null, keep: (id: string) => void): Promise<string> {
  if (id !== null) return id;
  const made = (await import('../../db/uuidv7')).uuidv7();
  keep(made);
  return made;
}

interface Props {
  /** The child to change; none: a new child. */
  member?: Member;
  online: boolean;
  onDone: (message?: string) => void;
}

/** A child's name and sizes (SPEC §3, §5): the name is required, the sizes help the hut. */
export function ChildForm({ member, online, onDone }: Props) {
  // Made once per form: sending it again (a lost answer) does not add the child twice.
  const [newId, setNewId] = useState<string | null>(null);
  const [add, adding] = useAddMemberMutation();
  const [update, updating] = useUpdateMemberMutation();
  const [error, setErrorText] = useState<string | null>(null);
  const busy = adding.isLoading || updating.isLoading;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberRequest>({
    resolver: zodResolver(memberRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      name: member?.name ?? '',
      height: member?.height ?? null,
      shoeSize: member?.shoeSize ?? null,
      helmetSize: member?.helmetSize ?? '',
    },
  });

  const submit = async (values: MemberRequest) => {
    setErrorText(null);
    try {
      const answer = member
        ? await update({ id: member.id, body: values }).unwrap()
        : await add({ id: await idOfNewChild(newId, setNewId), ...values }).unwrap();
      onDone(answer.message);
    } catch (e) {
      setErrorText(showCallError(e, setError, fieldNames, t));
    }
  };

  const title = member ? t.edit(member.name) : t.addHeading;
  return (
    <form className="form child-form" noValidate onSubmit={handleSubmit(submit)} aria-label={title}>
      <h3 className="child-form__title">{title}</h3>
      {error && (
        <AlertBanner kind="error" onClose={() => setErrorText(null)}>
          {error}
        </AlertBanner>
      )}
      <FormField
        label={t.name}
        autoComplete="off"
        // Opened by the button just pressed: go on where the person was.
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="child-form__sizes">
        <FormField
          label={t.height}
          type="number"
          inputMode="numeric"
          min={40}
          max={220}
          step={1}
          error={errors.height?.message}
          {...register('height', { setValueAs: asNumber })}
        />
        <FormField
          label={t.shoeSize}
          type="number"
          inputMode="decimal"
          min={15}
          max={50}
          step={0.5}
          error={errors.shoeSize?.message}
          {...register('shoeSize', { setValueAs: asNumber })}
        />
        <FormField
          label={t.helmetSize}
          hint={t.helmetHint}
          error={errors.helmetSize?.message}
          {...register('helmetSize')}
        />
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={busy || !online}>
          {busy ? t.saving : t.save}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onDone()}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
