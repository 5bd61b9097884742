import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { safeDecodePath } from '../../lib/navigation';
import { MenuIcon } from '../../components/ui/icons';
import { isNavItemActive, type NavItem } from './nav-items';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { PHONE_LAYOUT, useMediaQuery } from '../../components/ui/use-media-query';
import './collapsible-nav.css';

interface Props {
  label: string;
  menuLabel: string;
  items: readonly NavItem[];
  variant: 'public' | 'admin';
  /** Extra content inside an item's link (e.g. a count), so it is part of its accessible name. */
  extra?: (item: NavItem) => ReactNode;
  /** Folded into its menu button at every width, not only on a phone. */
  alwaysFolded?: boolean;
}

/** A navigation bar that folds into a menu button on a phone (or always, if asked). */
export function CollapsibleNav({ label, menuLabel, items, variant, extra, alwaysFolded }: Props) {
  const { open, toggle, buttonRef, rootRef, panelId } = useDisclosure();
  const phone = useMediaQuery(PHONE_LAYOUT);
  const folded = phone || alwaysFolded === true;
  const pathname = safeDecodePath(useLocation().pathname);

  return (
    <nav
      aria-label={label}
      className={`site-nav site-nav--${variant}`}
      data-open={open}
      data-folded={folded}
    >
      <div className="site-nav__inner" ref={rootRef}>
        <button
          ref={buttonRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <MenuIcon size={20} />
          {menuLabel}
        </button>
        <ul id={panelId} className="site-nav__list">
          {items.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className="site-nav__link"
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                  {extra?.(item)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
