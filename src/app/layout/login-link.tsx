import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { currentPath } from '../navigation';
import { storageKeys, writeStored } from '../session/storage';

const AUTH_PAGES = ['/login', '/register', '/auth'];

/** "Logg inn" that brings the visitor back to the page they were on (SPEC §2 Login). */
export function LoginLink({ className, children }: { className: string; children: ReactNode }) {
  const remember = () => {
    const path = currentPath();
    if (!AUTH_PAGES.some((p) => path.startsWith(p))) {
      writeStored(storageKeys.lastVisitedRoute, path);
    }
  };
  return (
    <Link to="/login" className={className} onClick={remember}>
      {children}
    </Link>
  );
}
