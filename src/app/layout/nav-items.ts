import { shellTexts } from '../../i18n/nb/shell';
import { paths } from '../../lib/paths';

export interface NavItem {
  key: string;
  label: string;
  to: string;
}

export interface SeasonLink {
  name: string;
  slug: string;
}

export interface CategoryLike {
  name: string;
  slug: string;
  parent_id: number | null;
  sort_order: number;
}

/** Used until /api/public/data answers (and offline without a cached answer). */
export const fallbackSeasons: readonly SeasonLink[] = [
  { name: 'Sommer', slug: 'sommer' },
  { name: 'Vinter', slug: 'vinter' },
  { name: 'Helårs', slug: 'helårs' },
];

/** Seasons are the root categories, in their sort order. */
export function seasonsFrom(
  categories: readonly CategoryLike[] | undefined,
): readonly SeasonLink[] {
  const roots = (categories ?? [])
    .filter((c) => c.parent_id === null)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map(({ name, slug }) => ({ name, slug }));
  return roots.length > 0 ? roots : fallbackSeasons;
}

export function publicNavItems(seasons: readonly SeasonLink[]): NavItem[] {
  return [
    { key: 'home', label: shellTexts.nav.home, to: paths.home },
    { key: 'all', label: shellTexts.nav.allProducts, to: paths.allProducts },
    ...seasons.map((s) => ({ key: `season-${s.slug}`, label: s.name, to: `/${s.slug}` })),
    { key: 'huts', label: shellTexts.nav.huts, to: paths.huts },
    { key: 'contact', label: shellTexts.nav.contact, to: paths.contact },
  ];
}

export const adminNavItems: readonly NavItem[] = [
  { key: 'dashboard', label: shellTexts.adminNav.dashboard, to: paths.dashboard },
  { key: 'stock', label: shellTexts.adminNav.stock, to: paths.stock },
  { key: 'statistics', label: shellTexts.adminNav.statistics, to: paths.statistics },
  { key: 'reservations', label: shellTexts.adminNav.reservations, to: paths.reservations },
  { key: 'users', label: shellTexts.adminNav.users, to: paths.users },
  { key: 'loans', label: shellTexts.adminNav.loans, to: paths.loans },
];

/**
 * Active by route, and for seasons by the first path segment (so /sommer/sykling highlights
 * Sommer). `pathname` must be decoded ("/helårs", not "/hel%C3%A5rs").
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLocaleLowerCase('nb').replace(/\/+$/, '') || '/';
  const to = item.to.toLocaleLowerCase('nb');
  if (to === paths.home) return path === paths.home || path === '/';
  return path === to || path.startsWith(`${to}/`);
}
