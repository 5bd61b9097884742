import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../api/base-api';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { getDb } from '../../db/database';
import { forgetMyPages } from '../../db/my-page-store';
import { profileTexts } from '../../i18n/nb/profile';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import {
  deleteAccountRequestSchema,
  type DeleteAccountRequest,
} from '../../shared/contracts/profile';
import { useAppDispatch } from '../../state/hooks';
import { clearLocalSession } from '../../state/session/session-actions';
import { toastShown } from '../../state/ui/ui-slice';
import { useDeleteAccountMutation } from './profile-api';

const t = profileTexts.data;

/** Mine data: everything stored about the person as a file, and deleting the account. */
export function DataSection({ online }: { online: boolean }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="card my-page__section" aria-labelledby="data-heading">
      <h2 id="data-heading">{t.heading}</h2>
      <p className="my-page__intro">{t.intro}</p>
      <div className="button-row my-page__actions">
        {online ? (
          <a className="btn btn--secondary" href="/api/me/export" download>
            {t.download}
          </a>
        ) : (
          <button type="button" className="btn btn--secondary" disabled>
            {t.download}
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--danger-text"
          disabled={!online}
          onClick={() => setDeleting(true)}
        >
          {t.delete}
        </button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

/**
 * Asks for the password, then deletes. On success the device forgets the person (local session,
 * kept Min side, cached answers) and goes to the front page; a refusal (loans not back, a staff
 * role) is shown in the dialog.
 */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const [error, setErrorText] = useState<string | null>(null);
  const textId = useId();
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const submit = async (values: DeleteAccountRequest) => {
    setErrorText(null);
    try {
      const answer = await remove(values).unwrap();
      clearLocalSession(dispatch);
      dispatch(api.util.resetApiState());
      await forgetMyPages(getDb()).catch(() => undefined);
      dispatch(toastShown({ kind: 'success', text: answer.message }));
      navigateTo(paths.home, { replace: true });
    } catch (e) {
      setErrorText(showCallError(e, setError, ['password'], t));
    }
  };

  return (
    <ModalDialog
      title={t.deleteTitle}
      closeLabel={t.closeDialog}
      onClose={onClose}
      size="narrow"
      describedBy={textId}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.keep}
          </button>
          <button type="submit" form={formId} className="btn btn--danger" disabled={isLoading}>
            {isLoading ? t.deleting : t.confirmDelete}
          </button>
        </>
      }
    >
      <div id={textId}>
        <p>{t.deleteText}</p>
        <p>{t.deleteRules}</p>
      </div>
      {error && <AlertBanner kind="error">{error}</AlertBanner>}
      <form id={formId} className="form" noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          label={t.password}
          type="password"
          autoComplete="current-password"
          data-autofocus
          error={errors.password?.message}
          {...register('password')}
        />
      </form>
    </ModalDialog>
  );
}
