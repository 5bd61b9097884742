import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { SignOutFirst } from '../../components/ui/sign-out-first';
import { useOnline } from '../../components/ui/use-online';
import { passwordLinkScreenTexts as t } from '../../i18n/nb/password-link';
import { paths } from '../../lib/paths';
import {
  newPasswordFormSchema,
  passwordLinkTokenSchema,
  type NewPasswordForm,
  type PasswordLinkPreview,
} from '../../shared/contracts/password-link';
import { formatLongDateTime } from '../../shared/domain/dates/dates';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectIsLoggedIn, selectUser } from '../../state/session/selectors';
import { logoutRequested } from '../../state/session/session-slice';
import { usePasswordLinkPreviewQuery, useSetPasswordWithLinkMutation } from './password-link-api';

/**
 * /sett-passord#<token>: the one-time link the admin CLI prints (the first network admin, or a
 * reset). It shows whose account the link is for, then takes the new password twice with
 * registration's rules; once set, every session of the account has ended and the person signs
 * in. Signed in, it asks to sign out first: the link may be for another account.
 */
export function SetPasswordPage() {
  const { hash } = useLocation();
  const checked = passwordLinkTokenSchema.safeParse(hash.replace(/^#/, ''));
  const online = useOnline();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [done, setDone] = useState<string | null>(null);
  const token = checked.success ? checked.data : '';
  const preview = usePasswordLinkPreviewQuery(token, {
    skip: !checked.success || !online || loggedIn || done !== null,
  });

  let body: React.ReactNode;
  if (done !== null) {
    body = (
      <>
        <AlertBanner kind="success">{done}</AlertBanner>
        <div className="button-row">
          <Link className="btn btn--primary" to={paths.login}>
            {t.login}
          </Link>
        </div>
      </>
    );
  } else if (!checked.success) {
    body = <AlertBanner kind="error">{checked.error.issues[0]?.message ?? t.failed}</AlertBanner>;
  } else if (loggedIn && user) {
    body = (
      <SignOutFirst
        message={t.signedInAs(user.email)}
        label={t.logout}
        onSignOut={() => dispatch(logoutRequested({ reason: 'user' }))}
      />
    );
  } else if (preview.data) {
    body = <PasswordForm token={token} link={preview.data} onDone={setDone} online={online} />;
  } else if (!online) {
    body = <p>{t.offline}</p>;
  } else if (preview.error) {
    body = (
      <AlertBanner kind="error">
        {isNetworkFailure(preview.error) ? t.offline : errorText(preview.error, t.failed)}
      </AlertBanner>
    );
  } else {
    body = <p role="status">{t.loading}</p>;
  }

  return (
    <div className="page page--narrow">
      <h1>{t.title}</h1>
      {body}
      {done === null && !preview.data && (
        <p>
          <Link to={paths.home}>{t.toFrontPage}</Link>
        </p>
      )}
    </div>
  );
}

const fields = ['password', 'password_confirmation'] as const;

function PasswordForm({
  token,
  link,
  online,
  onDone,
}: {
  token: string;
  link: PasswordLinkPreview;
  online: boolean;
  onDone: (message: string) => void;
}) {
  const [save, { isLoading }] = useSetPasswordWithLinkMutation();
  const [error, setErrorText] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const submit = async (values: NewPasswordForm) => {
    setErrorText(null);
    try {
      onDone((await save({ token, ...values }).unwrap()).message);
    } catch (e) {
      setErrorText(showCallError(e, setError, fields, t));
    }
  };
  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t.title}>
      <p>{t.forAccount(link.email)}</p>
      <p className="form-field__hint">
        {t.validUntil(formatLongDateTime(link.expires_at))} {t.logsOut}
      </p>
      {error && (
        <AlertBanner kind="error" onClose={() => setErrorText(null)}>
          {error}
        </AlertBanner>
      )}
      <FormField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        hint={t.newPasswordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label={t.repeatPassword}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={isLoading || !online}>
          {isLoading ? t.saving : t.submit}
        </button>
      </div>
    </form>
  );
}
