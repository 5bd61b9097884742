import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorText, fieldErrors } from '../../api/error-mapping';
import { useRegisterMutation } from '../../api/session-api';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { useAppDispatch } from '../../state/hooks';
import { t } from '../../i18n/nb/shell';
import { toastShown } from '../../state/ui/ui-slice';
import { registerRequestSchema, type RegisterRequest } from '../../shared/contracts/auth';
import { nb } from '../../shared/messages';
import { paths } from '../../lib/paths';

const fieldNames = ['name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterPage() {
  const [registerUser, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerRequestSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });

  const submit = async (values: RegisterRequest) => {
    setServerError(null);
    try {
      await registerUser(values).unwrap();
      dispatch(toastShown({ kind: 'success', text: nb.registered }));
      // No hut yet: the guard sends the new user on to Min side.
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      for (const name of fieldNames) {
        const message = fields[name];
        if (message) setError(name, { type: 'server', message });
      }
      setServerError(errorText(error, t.register.failed));
    }
  };

  return (
    <div className="page page--narrow">
      <h1>{t.register.title}</h1>
      <p>{t.register.intro}</p>
      {serverError && (
        <AlertBanner kind="error" onClose={() => setServerError(null)}>
          {serverError}
        </AlertBanner>
      )}
      <form className="form card" noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          label={t.register.name}
          placeholder={t.register.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label={t.register.email}
          type="email"
          placeholder={t.register.emailPlaceholder}
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label={t.register.password}
          type="password"
          placeholder={t.register.passwordPlaceholder}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label={t.register.repeat}
          type="password"
          placeholder={t.register.repeat}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? t.register.submitting : t.register.submit}
          </button>
        </div>
      </form>
      <p className="form-footer">
        {t.register.haveAccount} <Link to={paths.login}>{t.register.loginLink}</Link>.
      </p>
    </div>
  );
}
