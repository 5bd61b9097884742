import { useId } from 'react';
import type { HutMemberRow } from '../../db/hut/hut-types';
import { childSizeTexts as t } from '../../i18n/nb/child-sizes';
import './child-sizes.css';

interface Props {
  members: readonly HutMemberRow[];
  /** The child the loan is for (marked, and named first); null: the borrower themselves. */
  loanFor: string | null;
  /** The heading's level below the surrounding section's. */
  level: 2 | 3 | 4;
}

/**
 * The borrower's children with height, shoe and helmet size, shown where staff pick units of a
 * size, so skis for "Lånet er for: Ola" are chosen from Ola's height without asking again.
 */
export function ChildSizes({ members, loanFor, level }: Props) {
  const headingId = useId();
  if (members.length === 0) return null;
  const Heading = ({ 2: 'h2', 3: 'h3', 4: 'h4' } as const)[level];
  const chosen = members.find((m) => m.id === loanFor);
  // The child the loan is for first: the one whose sizes matter now.
  const ordered = chosen ? [chosen, ...members.filter((m) => m !== chosen)] : members;
  return (
    <section className="child-sizes" aria-labelledby={headingId}>
      <Heading id={headingId} className="child-sizes__heading">
        {t.heading}
      </Heading>
      <ul className="child-sizes__list">
        {ordered.map((child) => (
          <li
            key={child.id}
            className={child === chosen ? 'child-sizes__child is-chosen' : 'child-sizes__child'}
          >
            <span className="child-sizes__name">
              {child === chosen ? `${t.loanFor}: ${child.name}` : child.name}
            </span>{' '}
            <span className="child-sizes__sizes">
              {t.sizes({
                height: child.height,
                shoeSize: child.shoe_size,
                helmetSize: child.helmet_size,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
