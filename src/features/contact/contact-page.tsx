import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { contactTexts } from '../../i18n/nb/contact';
import { contactRequestSchema, type ContactRequest } from '../../shared/contracts/contact';
import { nb } from '../../shared/texts/messages';
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
      setOutcome({ kind: 'error', text: showCallError(error, setError, fieldNames, contactTexts) });
    }
  };

  const blocked = !isValid || isLoading;
  return (
    <div className="page page--narrow">
      <h1>{contactTexts.title}</h1>
      <p>{contactTexts.intro}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={() => setOutcome(null)}>
          {outcome.text}
        </AlertBanner>
      )}
      <form className="form card" noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          label={contactTexts.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label={contactTexts.phone}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label={contactTexts.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          multiline
          label={contactTexts.message}
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
            {isLoading ? contactTexts.submitting : contactTexts.submit}
          </button>
          {!isValid && (
            <p id="contact-send-hint" className="form-field__hint">
              {contactTexts.disabledHint}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
