import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { contactTexts } from '../../i18n/nb/contact';
import { contactRequestSchema, type ContactRequest } from '../../shared/contracts/contact';
import { CONTACT_SUBJECTS } from '../../shared/domain/statuses';
import { contactSubjectParam } from '../../lib/paths';
import { contactSubjectOf } from './contact-subject';
import { nb } from '../../shared/texts/messages';
import { useSendContactMutation } from './contact-api';

const fieldNames = ['subject', 'name', 'phone', 'email', 'message'] as const;
type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** /kontakt?emne=bli-utstyrsbod (the footer's 'Bli en utstyrsbod') chooses that subject. */
export function ContactPage() {
  const [params] = useSearchParams();
  const linkedSubject = contactSubjectOf(params.get(contactSubjectParam.name));
  const [send, { isLoading }] = useSendContactMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(contactRequestSchema),
    mode: 'onTouched',
    defaultValues: { subject: linkedSubject, name: '', phone: '', email: '', message: '' },
  });
  // A link followed while the form is open (the footer is on this page too) changes the subject.
  useEffect(() => setValue('subject', linkedSubject), [linkedSubject, setValue]);
  const subject = useWatch({ control, name: 'subject' });

  const submit = async (values: ContactRequest) => {
    setOutcome(null);
    try {
      const answer = await send(values).unwrap();
      reset({ subject: values.subject, name: '', phone: '', email: '', message: '' });
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
        // Sent from the button at the bottom: the thanks, too, shows where the person looks.
        <AlertBanner kind={outcome.kind} onClose={() => setOutcome(null)} reveal>
          {outcome.text}
        </AlertBanner>
      )}
      <form className="form card" noValidate onSubmit={handleSubmit(submit)}>
        <fieldset
          className="form-choices"
          aria-describedby={subject === 'become_hut' ? 'contact-subject-hint' : undefined}
        >
          <legend className="form-field__label">{contactTexts.subject}</legend>
          <div className="form-choices__options">
            {CONTACT_SUBJECTS.map((value) => (
              <label key={value} className="form-check form-choice">
                <input type="radio" value={value} {...register('subject')} />
                {contactTexts.subjects[value]}
              </label>
            ))}
          </div>
          {subject === 'become_hut' && (
            <p id="contact-subject-hint" className="form-field__hint">
              {contactTexts.becomeHutHint}
            </p>
          )}
        </fieldset>
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
