import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { descendantIds } from '../../../src/shared/domain/category-tree';
import { compareSizes, sizeText } from '../../../src/shared/domain/equipment';

/** Expected catalogue figures computed in plain JS from the raw tables (independent of the services). */
export async function catalogueFacts(db: Kysely<Database>) {
  const [categories, products, units, huts] = await Promise.all([
    db.selectFrom('categories').selectAll().execute(),
    db.selectFrom('products').selectAll().where('deleted_at', 'is', null).execute(),
    db.selectFrom('units').selectAll().execute(),
    db.selectFrom('companies').select(['id', 'status']).execute(),
  ]);
  // Units of a hut out of service are in no public figure.
  const inService = new Set(huts.filter((h) => h.status === 'active').map((h) => h.id));
  const shelved = units.filter(
    (u) => u.status !== 'retired' && u.status !== 'repair' && inService.has(u.company_id),
  );

  const availability = (productId: number, companyId?: number) => {
    const mine = shelved.filter(
      (u) => u.product_id === productId && (companyId === undefined || u.company_id === companyId),
    );
    const huts = [...new Set(mine.map((u) => u.company_id))].sort((a, b) => a - b);
    const perHut = huts.map((company_id) => {
      const here = mine.filter((u) => u.company_id === company_id);
      const labels = [...new Set(here.map((u) => sizeText(u.size, u.max_size, u.unit)))];
      const sizes = labels.sort(compareSizes).map((size) => {
        const same = here.filter((u) => sizeText(u.size, u.max_size, u.unit) === size);
        const available = same.filter((u) => u.status === 'available').length;
        return { size, available, total: same.length };
      });
      return {
        company_id,
        available: here.filter((u) => u.status === 'available').length,
        total: here.length,
        sizes,
      };
    });
    return {
      available: perHut.reduce((s, a) => s + a.available, 0),
      total: perHut.reduce((s, a) => s + a.total, 0),
      availability: perHut.map(({ sizes: _sizes, ...hut }) => hut),
      /** As the offline catalogue sends it: per hut, and per size within it. */
      bySize: perHut,
    };
  };

  const inCategories = (rootIds: number[]) => {
    const ids = new Set(rootIds.flatMap((id) => descendantIds(categories, id)));
    return products.filter((p) => ids.has(p.category_id));
  };

  const atHut = (companyId: number) =>
    products.filter((p) =>
      shelved.some((u) => u.product_id === p.id && u.company_id === companyId),
    );

  const bySlug = (slug: string, parentId: number | null = null) => {
    const found = categories.find((c) => c.slug === slug && c.parent_id === parentId);
    if (!found) throw new Error(`no category ${slug}`);
    return found;
  };

  return { categories, products, units, availability, inCategories, atHut, bySlug };
}
