import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrors } from '../../api/error-mapping';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { networkTexts as t } from '../../i18n/nb/network';
import {
  appointAdminRequestSchema,
  type AppointAdminRequest,
  type NetworkHut,
} from '../../shared/contracts/network';
import { useAppointAdminMutation } from './network-api';

interface Props {
  hut: NetworkHut;
  onClose: () => void;
  onAppointed: (message: string) => void;
}

/** An existing user, found by email, becomes admin of the hut. */
export function AppointAdminDialog({ hut, onClose, onAppointed }: Props) {
  const formId = useId();
  const introId = useId();
  const [appoint] = useAppointAdminMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(appointAdminRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = async (values: AppointAdminRequest) => {
    setFailure(null);
    try {
      onAppointed((await appoint({ id: hut.id, body: values }).unwrap()).message);
    } catch (error) {
      const text = showCallError(error, setError, ['email'], {
        failed: t.appoint.failed,
        offline: t.offline,
      });
      // The one field says what is wrong; a banner above it would only repeat it.
      setFailure(fieldErrors(error).email ? null : text);
    }
  };

  return (
    <ModalDialog
      title={t.appoint.title(hut.name)}
      closeLabel={t.close}
      onClose={onClose}
      size="narrow"
      describedBy={introId}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.close}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? t.form.saving : t.appoint.submit}
          </button>
        </>
      }
    >
      <h3 className="network-dialog__heading">{t.appoint.current}</h3>
      {hut.admins.length === 0 ? (
        <p>{t.huts.noAdmins}</p>
      ) : (
        <ul className="network-admins network-admins--dialog">
          {hut.admins.map((admin) => (
            <li key={admin.id}>
              {admin.name}
              <span className="network-muted">{admin.email}</span>
            </li>
          ))}
        </ul>
      )}
      <p id={introId}>{t.appoint.intro}</p>
      {failure && (
        <AlertBanner kind="error" onClose={() => setFailure(null)}>
          {failure}
        </AlertBanner>
      )}
      <form id={formId} className="form" noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          label={t.form.labels.adminEmail}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </form>
    </ModalDialog>
  );
}
