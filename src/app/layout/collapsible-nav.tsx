import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { safeDecodePath } from '../../lib/navigation';
import { MenuIcon } from '../../components/ui/icons';
import { isNavItemActive, type NavItem } from './nav-items';
import { useDisclosure } from '../../components/ui/use-disclosure';
import './collapsible-nav.css';

interface Props {
  label: string;
  menuLabel: string;
  items: readonly NavItem[];
  variant: 'public' | 'admin';
  /** Extra content inside an item's link (e.g. a count), so it is part of its accessible name. */
  extra?: (item: NavItem) => ReactNode;
}

/** A navigation bar that collapses into a menu button at ≤ 640 px (CSS decides). */
export function CollapsibleNav({ label, menuLabel, items, variant, extra }: Props) {
  const { open, toggle, buttonRef, rootRef, panelId } = useDisclosure();
  const pathname = safeDecodePath(useLocation().pathname);

  return (
    <nav aria-label={label} className={`site-nav site-nav--${variant}`} data-open={open}>
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
