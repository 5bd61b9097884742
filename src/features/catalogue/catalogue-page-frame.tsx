import type { ReactNode } from 'react';
import { CatalogueGate, CatalogueStatusNote, LoadingSkeleton } from './catalogue-status';

/**
 * Heading, intro and freshness note of a catalogue page; the body renders once the offline
 * catalogue is there (a skeleton before the first snapshot).
 */
export function CataloguePageFrame({
  title,
  intro,
  ready,
  needsProducts,
  children,
}: {
  title: string;
  intro: string;
  ready: boolean;
  /** False for pages of huts and categories only (never gated on a county). */
  needsProducts?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="page catalogue-page">
      <header className="catalogue-page__header">
        <h1>{title}</h1>
        <p className="catalogue-intro">{intro}</p>
        <CatalogueStatusNote />
      </header>
      <CatalogueGate {...(needsProducts === undefined ? {} : { needsProducts })}>
        {ready ? children : <LoadingSkeleton />}
      </CatalogueGate>
    </div>
  );
}
