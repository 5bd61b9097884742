import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { showCallError } from '../../api/form-errors';
import { useRegisterMutation } from '../../api/session-api';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { HutChooser } from './hut-chooser';
import { useAppDispatch } from '../../state/hooks';
import { authTexts } from '../../i18n/nb/auth';
import { toastShown } from '../../state/ui/ui-slice';
import { registerRequestSchema, type RegisterForm } from '../../shared/contracts/auth-requests';
import { nb } from '../../shared/texts/messages';
import { readStored, removeStored, storageKeys } from '../../lib/local-storage';
import { afterLoginPath, paths } from '../../lib/paths';

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
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [serverError, setServerError] = useState<string | null>(null);
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
      await registerUser(values).unwrap();
      dispatch(toastShown({ kind: 'success', text: nb.registered }));
      // Back to the page that sent the visitor here to register (an invitation's link); else no
      // hut yet: the guard sends the new user on to Min side.
      const back = readStored(storageKeys.returnAfterRegister);
      removeStored(storageKeys.returnAfterRegister);
      await navigate(back ? afterLoginPath(back) : paths.dashboard, { replace: true });
    } catch (error) {
      setServerError(showCallError(error, setError, fieldNames, authTexts.register));
    }
  };

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
