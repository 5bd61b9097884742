import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { selectIsLoggedIn, selectUser } from '../../state/session/selectors';
import { LoginLink } from './login-link';

// Signed in only: a first visit (nobody signed in) never loads the bell and the user menu.
const SignedInTools = lazy(async () => ({
  default: (await import('./signed-in-tools')).SignedInTools,
}));

/** Signed in: hut button (several huts to work in), bell and user menu. Signed out: Logg inn. */
export function UserArea() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  if (!loggedIn || !user) {
    return <LoginLink className="btn btn--primary btn--small">{shellTexts.user.login}</LoginLink>;
  }
  return (
    <Suspense fallback={null}>
      <SignedInTools email={user.email} networkAdmin={user.is_network_admin} />
    </Suspense>
  );
}
