import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { HutChooser } from './hut-chooser';
import { useRegisterMutation } from './registration-api';
import { authTexts } from '../../i18n/nb/auth';
import { registerRequestSchema, type RegisterForm } from '../../shared/contracts/auth-requests';
import { paths } from '../../lib/paths';

const fieldNames = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'phone',
  'company_ids',
  'accept_terms',
] as const;

export function RegisterPage() {
  const [registerUser, { isLoading }] = useRegisterMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  // The answer replaces the long form: move to it, or a phone stays scrolled past it.
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      phone: '',
      company_ids: [],
      accept_terms: false,
    },
  });

  const submit = async (values: RegisterForm) => {
    setServerError(null);
    try {
      const { message } = await registerUser(values).unwrap();
      // No account yet: the emailed link makes it (confirm-registration-page.tsx), and a page
      // that sent the visitor here (an invitation) is returned to from there.
      setSent({ message, email: values.email });
    } catch (error) {
      setServerError(showCallError(error, setError, fieldNames, authTexts.register));
    }
  };

  if (sent) {
    return (
      <div className="page page--narrow">
        <h1>{authTexts.register.title}</h1>
        <section className="card" aria-labelledby="register-sent">
          <h2 id="register-sent" ref={sentHeading} tabIndex={-1}>
            {authTexts.register.sentTitle}
          </h2>
          <AlertBanner kind="success">{sent.message}</AlertBanner>
          <p>{authTexts.register.sentTo(sent.email)}</p>
          <div className="button-row">
            <button type="button" className="btn btn--secondary" onClick={() => setSent(null)}>
              {authTexts.register.sentAgain}
            </button>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <h1>{authTexts.register.title}</h1>
      <p>{authTexts.register.intro}</p>
      {serverError && (
        <AlertBanner kind="error" onClose={() => setServerError(null)}>
          {serverError}
        </AlertBanner>
      )}
      <form className="form card" noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          label={authTexts.register.name}
          placeholder={authTexts.register.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label={authTexts.register.email}
          type="email"
          placeholder={authTexts.register.emailPlaceholder}
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label={authTexts.register.password}
          type="password"
          placeholder={authTexts.register.passwordPlaceholder}
          hint={authTexts.register.passwordHint}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label={authTexts.register.repeat}
          type="password"
          placeholder={authTexts.register.repeat}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <FormField
          label={authTexts.register.phone}
          hint={authTexts.register.phoneHint}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Controller
          control={control}
          name="company_ids"
          render={({ field, fieldState }) => (
            <HutChooser
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="form-check">
          <input
            id="register-terms"
            type="checkbox"
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? 'register-terms-error' : undefined}
            {...register('accept_terms')}
          />
          <label htmlFor="register-terms">
            {authTexts.register.termsBefore}{' '}
            <Link to={paths.terms} target="_blank" rel="noopener">
              {authTexts.register.termsLink}
            </Link>
          </label>
        </div>
        {errors.accept_terms && (
          <p id="register-terms-error" className="field-error">
            {errors.accept_terms.message}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? authTexts.register.submitting : authTexts.register.submit}
          </button>
        </div>
      </form>
      <p className="form-footer">
        {authTexts.register.haveAccount}{' '}
        <Link to={paths.login}>{authTexts.register.loginLink}</Link>.
      </p>
    </div>
  );
}
