import type {
  Availability,
  CatalogueProduct,
  SizeAvailability,
} from '../../shared/contracts/catalogue';
import type { CategoryRow, HutRow } from './catalogue-types';

/** A small catalogue for unit tests: two seasons, a sub-tree, two huts. */
export function category(
  id: number,
  parent_id: number | null,
  name: string,
  sort_order = id,
): CategoryRow {
  return {
    id,
    name,
    slug: name.toLocaleLowerCase('nb').replace(/\s+/g, '-'),
    parent_id,
    label: null,
    tagline: null,
    heading: parent_id === null ? `${name}utstyr` : null,
    description: null,
    image: null,
    alt_text: null,
    sort_order,
  };
}

export function hut(
  id: number,
  name: string,
  county: string,
  municipality: string,
  town: string,
): HutRow {
  return { id, name, status: 'active', address: `${name}veien 1`, county, municipality, town };
}

export function product(
  id: number,
  name: string,
  category_id: number,
  availability: (Availability & { sizes?: SizeAvailability[] })[] = [],
): CatalogueProduct {
  return {
    id,
    name,
    category_id,
    image: null,
    description: null,
    parts: [],
    availability: availability.map((a) => ({ ...a, sizes: a.sizes ?? [] })),
  };
}

export const categories: CategoryRow[] = [
  category(1, null, 'Sommer'),
  category(2, null, 'Helårs'),
  category(3, 1, 'Sykling'),
  category(4, 1, 'Vannaktiviteter'),
  category(5, 4, 'Bading'),
  category(6, 2, 'Brettspill'),
];

export const huts: HutRow[] = [
  hut(10, 'Bjølsen', 'Oslo', 'Oslo', 'Bjølsen'),
  hut(11, 'Asker sentrum', 'Akershus', 'Asker', 'Asker'),
  hut(12, 'Heggedal', 'Akershus', 'Asker', 'Heggedal'),
];

export const products: CatalogueProduct[] = [
  product(100, 'Sykkel barn', 3, [
    { company_id: 10, available: 2, total: 3 },
    { company_id: 11, available: 0, total: 1 },
  ]),
  product(101, 'Badering', 5, [{ company_id: 11, available: 4, total: 4 }]),
  product(102, 'Kajakk', 4, [{ company_id: 10, available: 1, total: 2 }]),
  product(103, 'Sjakk', 6, [{ company_id: 12, available: 1, total: 1 }]),
  product(104, 'Sykkelhjelm', 3, [{ company_id: 10, available: 5, total: 5 }]),
];
