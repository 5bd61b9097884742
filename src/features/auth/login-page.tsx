import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { showCallError } from '../../api/form-errors';
import { useLoginMutation } from '../../api/session-api';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { useAppDispatch } from '../../state/hooks';
import { authTexts } from '../../i18n/nb/auth';
import { countdownStopped } from '../../state/session/session-slice';
import { readStored, removeStored, storageKeys } from '../../lib/local-storage';
import { loginRequestSchema, type LoginRequest } from '../../shared/contracts/auth-requests';
import { demoCredentials } from './demo-credentials';
import { afterLoginPath, paths } from '../../lib/paths';

const fieldNames = ['email', 'password'] as const;

export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });

  const signIn = async (values: LoginRequest) => {
    setServerError(null);
    try {
      await login(values).unwrap();
      const target = afterLoginPath(readStored(storageKeys.lastVisitedRoute));
      removeStored(storageKeys.lastVisitedRoute);
      // The guard then sends a user without a hut from company pages to Min side.
      await navigate(target, { replace: true });
    } catch (error) {
      dispatch(countdownStopped());
      // Offline, the request never reached the server: say so rather than show a protocol error.
      setServerError(showCallError(error, setError, fieldNames, authTexts.login));
    }
  };

  return (
    <div className="page page--narrow">
      <h1>{authTexts.login.title}</h1>
      {serverError && (
        <AlertBanner kind="error" onClose={() => setServerError(null)}>
          {serverError}
        </AlertBanner>
      )}
      <form className="form card" noValidate onSubmit={handleSubmit(signIn)}>
        <FormField
          label={authTexts.login.email}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label={authTexts.login.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="form-check">
          <input id="login-remember" type="checkbox" {...register('remember')} />
          <label htmlFor="login-remember">{authTexts.login.remember}</label>
        </div>
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? authTexts.login.submitting : authTexts.login.submit}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={isLoading}
            onClick={() => void signIn(demoCredentials)}
          >
            {authTexts.login.demo}
          </button>
        </div>
      </form>
      <p className="form-footer">
        {authTexts.login.noAccount} <Link to={paths.register}>{authTexts.login.register}</Link>
      </p>
    </div>
  );
}
