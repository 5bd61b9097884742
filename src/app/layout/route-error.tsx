import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shellTexts } from '../../i18n/nb/shell';
import { paths } from '../../lib/paths';

/** A screen that failed to load or render (also a stale chunk after a new release). */
export function RouteError() {
  return (
    <div className="page page--narrow error-page">
      <h1>{shellTexts.errorPage.heading}</h1>
      <p>{shellTexts.errorPage.text}</p>
      <p className="button-row">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {shellTexts.errorPage.reload}
        </button>
        <Link to={paths.home} className="btn btn--secondary" reloadDocument>
          {shellTexts.homeLink}
        </Link>
      </p>
    </div>
  );
}

interface BoundaryProps {
  /** A new value (the next navigation) clears the error, as a router's error boundary does. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Shows <RouteError /> instead of a subtree that threw (React logs the error); React needs a
 * class for this.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
