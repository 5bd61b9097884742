import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { profileTexts } from '../../i18n/nb/profile';
import {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  type EmailChangeRequest,
  type PasswordChangeRequest,
} from '../../shared/contracts/profile';
import { useChangeEmailMutation, useChangePasswordMutation } from './profile-api';
import { SessionsList } from './sessions-list';
import { useOutcome } from '../../components/ui/use-outcome';

const t = profileTexts.account;

type Form = 'email' | 'password';

/** Innlogging og sikkerhet: the sign-in address, the password and the signed-in devices. */
export function AccountSection({ email, online }: { email: string; online: boolean }) {
  const [outcome, show, clear] = useOutcome();
  const [open, setOpen] = useState<Form | null>(null);
  const buttons = useRef<Partial<Record<Form, HTMLButtonElement | null>>>({});
  const emailPanel = useId();
  const passwordPanel = useId();

  const toggle = (form: Form) => {
    clear();
    setOpen((current) => (current === form ? null : form));
  };
  const done = (form: Form) => (message?: string) => {
    setOpen(null);
    if (message) show('success', message);
    buttons.current[form]?.focus();
  };
  const toggleButton = (form: Form, label: string, panel: string) => (
    <button
      ref={(node) => {
        buttons.current[form] = node;
      }}
      type="button"
      className="btn btn--secondary"
      aria-expanded={open === form}
      aria-controls={panel}
      onClick={() => toggle(form)}
    >
      {label}
    </button>
  );

  return (
    <section className="card my-page__section" aria-labelledby="account-heading">
      <h2 id="account-heading">{t.heading}</h2>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={clear}>
          {outcome.text}
        </AlertBanner>
      )}
      <div className="expander">
        {toggleButton('email', t.changeEmail, emailPanel)}
        <div id={emailPanel} className="expander__panel" hidden={open !== 'email'}>
          {open === 'email' && <EmailForm current={email} online={online} onDone={done('email')} />}
        </div>
      </div>
      <div className="expander">
        {toggleButton('password', t.changePassword, passwordPanel)}
        <div id={passwordPanel} className="expander__panel" hidden={open !== 'password'}>
          {open === 'password' && <PasswordForm online={online} onDone={done('password')} />}
        </div>
      </div>
      <SessionsList online={online} />
    </section>
  );
}

const emailFields = ['email', 'password'] as const;

function EmailForm({
  current,
  online,
  onDone,
}: {
  current: string;
  online: boolean;
  onDone: (message?: string) => void;
}) {
  const [save, { isLoading }] = useChangeEmailMutation();
  const [error, setErrorText] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailChangeRequest>({
    resolver: zodResolver(emailChangeRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const submit = async (values: EmailChangeRequest) => {
    setErrorText(null);
    try {
      onDone((await save(values).unwrap()).message);
    } catch (e) {
      setErrorText(showCallError(e, setError, emailFields, t));
    }
  };
  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t.changeEmail}>
      {error && (
        <AlertBanner kind="error" onClose={() => setErrorText(null)}>
          {error}
        </AlertBanner>
      )}
      <FormField
        label={t.newEmail}
        type="email"
        autoComplete="email"
        placeholder={current}
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label={t.password}
        type="password"
        autoComplete="current-password"
        hint={t.emailPasswordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormButtons busy={isLoading} online={online} label={t.saveEmail} onCancel={onDone} />
    </form>
  );
}

const passwordFields = ['current_password', 'password', 'password_confirmation'] as const;

function PasswordForm({ online, onDone }: { online: boolean; onDone: (message?: string) => void }) {
  const [save, { isLoading }] = useChangePasswordMutation();
  const [error, setErrorText] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeRequest>({
    resolver: zodResolver(passwordChangeRequestSchema),
    mode: 'onTouched',
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const submit = async (values: PasswordChangeRequest) => {
    setErrorText(null);
    try {
      onDone((await save(values).unwrap()).message);
    } catch (e) {
      setErrorText(showCallError(e, setError, passwordFields, t));
    }
  };
  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t.changePassword}>
      <p className="form-field__hint">{t.passwordLogsOut}</p>
      {error && (
        <AlertBanner kind="error" onClose={() => setErrorText(null)}>
          {error}
        </AlertBanner>
      )}
      <FormField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errors.current_password?.message}
        {...register('current_password')}
      />
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
      <FormButtons busy={isLoading} online={online} label={t.savePassword} onCancel={onDone} />
    </form>
  );
}

function FormButtons({
  busy,
  online,
  label,
  onCancel,
}: {
  busy: boolean;
  online: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <div className="button-row">
      <button type="submit" className="btn btn--primary" disabled={busy || !online}>
        {busy ? t.saving : label}
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => onCancel()}>
        {t.cancel}
      </button>
    </div>
  );
}
