import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, fieldErrors } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { t } from '../../i18n/nb/shell';
import { contactRequestSchema, type ContactRequest } from '../../shared/contracts/contact';
import { nb } from '../../shared/messages';
import { useSendContactMutation } from './contact-api';

const fieldNames = ['name', 'phone', 'email', 'message'] as const;
type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function ContactPage() {
  const [send, { isLoading }] = useSendContactMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(contactRequestSchema),
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', email: '', message: '' },
  });

  const submit = async (values: ContactRequest) => {
    setOutcome(null);
    try {
      const answer = await send(values).unwrap();
      reset();
      setOutcome({ kind: 'success', text: answer.message || nb.contactStored });
    } catch (error) {
      const fields = fieldErrors(error);
      for (const name of fieldNames) {
        const message = fields[name];
        if (message) setError(name, { type: 'server', message });
      }
      setOutcome({ kind: 'error', text: errorText(error, t.contact.failed) });
    }
  };

  const blocked = !isValid || isLoading;
  return (
    <div className="page page--narrow">
      <h1>{t.contact.title}</h1>
      <p>{t.contact.intro}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={() => setOutcome(null)}>
          {outcome.text}
        </AlertBanner>
      )}
      <form className="form card" noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          label={t.contact.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label={t.contact.phone}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label={t.contact.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          multiline
          label={t.contact.message}
          rows={6}
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="button-row">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={blocked}
            aria-describedby={blocked && !isLoading ? 'contact-send-hint' : undefined}
          >
            {isLoading ? t.contact.submitting : t.contact.submit}
          </button>
          {!isValid && (
            <p id="contact-send-hint" className="form-field__hint">
              {t.contact.disabledHint}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
