import {
  catalogueResponseSchema,
  hutsResponseSchema,
  type CatalogueResponse,
  type CatalogueProduct,
  type Category,
  type Hut,
} from '../../../src/shared/contracts';
import { descendantIds } from '../../../src/shared/domain/category-tree';

/**
 * What the server says the catalogue is (GET /api/public/catalogue): the expectations of the
 * browsing tests are computed from it, independent of how the pages compute theirs.
 */
export class CatalogueTruth {
  constructor(readonly data: CatalogueResponse) {}

  static async load(baseURL: string): Promise<CatalogueTruth> {
    const res = await fetch(`${baseURL}/api/public/catalogue`);
    if (!res.ok) throw new Error(`/api/public/catalogue answered ${res.status}`);
    return new CatalogueTruth(catalogueResponseSchema.parse(await res.json()));
  }

  get seasons(): Category[] {
    return this.data.categories
      .filter((c) => c.parent_id === null)
      .sort((a, b) => a.sort_order - b.sort_order);
  }

  category(name: string): Category {
    const found = this.data.categories.find((c) => c.name === name);
    if (!found) throw new Error(`no category named ${name}`);
    return found;
  }

  childrenOf(id: number): Category[] {
    return this.data.categories
      .filter((c) => c.parent_id === id)
      .sort((a, b) => a.sort_order - b.sort_order);
  }

  hut(id: number): Hut {
    const found = this.data.companies.find((h) => h.id === id);
    if (!found) throw new Error(`no hut ${id}`);
    return found;
  }

  counts(product: CatalogueProduct, hutId?: number | null): { available: number; total: number } {
    let available = 0;
    let total = 0;
    for (const a of product.availability) {
      if (hutId != null && a.company_id !== hutId) continue;
      available += a.available;
      total += a.total;
    }
    return { available, total };
  }

  /** Products in a category (or any below it) and, when given, holding units at the hut. */
  products(filter: { categoryId?: number | null; hutId?: number | null } = {}): CatalogueProduct[] {
    const scope =
      filter.categoryId == null
        ? null
        : new Set(descendantIds(this.data.categories, filter.categoryId));
    return this.data.products.filter(
      (p) =>
        (scope === null || scope.has(p.category_id)) &&
        (filter.hutId == null || this.counts(p, filter.hutId).total > 0),
    );
  }

  /** Expected 'Ledig x/y' text of a product, optionally at one hut. */
  ledig(name: string, hutId?: number | null): string {
    const matches = this.data.products.filter((p) => p.name === name);
    if (matches.length === 0) throw new Error(`no product named ${name}`);
    const texts = new Set(
      matches.map((p) => {
        const c = this.counts(p, hutId);
        return `Ledig ${c.available}/${c.total}`;
      }),
    );
    return [...texts].join(' | ');
  }

  /** A (category, hut) pair with no products, for the empty message. */
  emptyCombination(): { category: Category; hut: Hut } | null {
    for (const category of this.data.categories) {
      for (const hut of this.data.companies) {
        if (this.products({ categoryId: category.id, hutId: hut.id }).length === 0) {
          return { category, hut };
        }
      }
    }
    return null;
  }
}

export async function loadHuts(baseURL: string, query = '') {
  const res = await fetch(`${baseURL}/api/public/huts${query}`);
  if (!res.ok) throw new Error(`/api/public/huts${query} answered ${res.status}`);
  return hutsResponseSchema.parse(await res.json());
}
