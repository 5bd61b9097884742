import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { flagUser, unflagUser } from '../../db/commands';
import { useCommand } from '../../db/hooks/use-command';
import type { HutUserRow } from '../../db/hut/hut-types';
import { usersTexts as t } from '../../i18n/nb/users';
import { userFlagPayloadSchema } from '../../shared/contracts/sync-ops';

/** The remark, checked by the op's own contract (required, at most 500 characters). */
const flagFormSchema = z.object({ reason: userFlagPayloadSchema.shape.reason });
type FlagForm = z.infer<typeof flagFormSchema>;

/** Flag with a remark, or lift the flag: counter commands, so they work offline too. */
export function FlagForm({ user }: { user: HutUserRow }) {
  const run = useCommand();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FlagForm>({
    resolver: zodResolver(flagFormSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  if (user.isFlagged) {
    return (
      <section className="user-flag" aria-labelledby={`flag-${user.id}`}>
        <h3 id={`flag-${user.id}`}>{t.flagHeading}</h3>
        <AlertBanner kind="error">
          {t.flagged}: {user.flag_reason ?? ''}
        </AlertBanner>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() =>
            void run(() => unflagUser({ userId: user.id }), t.unflaggedToast(user.name))
          }
        >
          {t.unflag}
        </button>
      </section>
    );
  }

  const submit = async ({ reason }: FlagForm) => {
    const done = await run(() => flagUser({ userId: user.id, reason }), t.flaggedToast(user.name));
    if (done) reset();
  };
  return (
    <form
      className="user-flag"
      noValidate
      aria-labelledby={`flag-${user.id}`}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <h3 id={`flag-${user.id}`}>{t.flagHeading}</h3>
      <p className="form-field__hint">{t.flagIntro}</p>
      <FormField
        label={t.flagReason}
        multiline
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <button type="submit" className="btn btn--secondary" disabled={isSubmitting}>
        {t.flag}
      </button>
    </form>
  );
}
