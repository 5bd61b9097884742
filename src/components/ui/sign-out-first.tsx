import { AlertBanner } from './alert-banner';

interface Props {
  /** Why this page needs another account (who is signed in, who the link is for). */
  message: string;
  /** The button's text ("Logg ut"). */
  label: string;
  onSignOut: () => void;
}

/**
 * A link (a registration's, an invitation's) opened while signed in as someone it is not for:
 * says so, and offers to sign out, after which the link's page is shown again.
 */
export function SignOutFirst({ message, label, onSignOut }: Props) {
  return (
    <>
      <AlertBanner kind="error">{message}</AlertBanner>
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={onSignOut}>
          {label}
        </button>
      </div>
    </>
  );
}
