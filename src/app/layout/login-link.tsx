import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { currentPath } from '../../lib/navigation';
import { storageKeys, writeStored } from '../../lib/local-storage';
import { paths } from '../../lib/paths';

const AUTH_PAGES = [paths.login, paths.register, paths.auth];

/** "Logg inn" that brings the visitor back to the page they were on (SPEC §2 Login). */
export function LoginLink({ className, children }: { className: string; children: ReactNode }) {
  const remember = () => {
    const path = currentPath();
    if (!AUTH_PAGES.some((p) => path.startsWith(p))) {
      writeStored(storageKeys.lastVisitedRoute, path);
    }
  };
  return (
    <Link to={paths.login} className={className} onClick={remember}>
      {children}
    </Link>
  );
}
