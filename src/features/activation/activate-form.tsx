import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { activateUser } from '../../db/commands';
import type { HutUserRow } from '../../db/hut/hut-types';
import { commandErrorText, useCommand } from '../../db/hooks/use-command';
import { activationTexts as t } from '../../i18n/nb/activation';
import { paths, withQuery } from '../../lib/paths';

/** SPEC §4: activation needs the box ticked that ID was shown. */
const activateFormSchema = z.object({
  idShown: z.boolean().check(z.refine((shown) => shown, { error: t.idRequired })),
});
type ActivateFormInput = z.infer<typeof activateFormSchema>;

/** The ID checkbox (required) and 'Aktiver': action verify, reason legitimasjon (SPEC §4). */
export function ActivateForm({ user }: { user: HutUserRow }) {
  const run = useCommand();
  const navigate = useNavigate();
  const boxId = useId();
  const errorId = `${boxId}-error`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivateFormInput>({
    resolver: zodResolver(activateFormSchema),
    mode: 'onTouched',
    defaultValues: { idShown: false },
  });
  const error = errors.idShown?.message;

  const submit = async () => {
    // No success toast: the dashboard says the user was activated (?activated=true).
    const done = await run(async () => {
      try {
        return await activateUser({ userId: user.id, idShown: true });
      } catch (refusal) {
        setError('idShown', { type: 'command', message: commandErrorText(refusal) });
        throw refusal;
      }
    });
    if (done) await navigate(withQuery(paths.dashboard, { activated: 'true' }));
  };

  return (
    <form
      className="activate-form"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <div className="form-check">
        <input
          id={boxId}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('idShown')}
        />
        <label htmlFor={boxId}>{t.idShown}</label>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row activate-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t.activate}
        </button>
      </div>
    </form>
  );
}
