import { describe, expect, it } from 'vitest';
import { ON_SHELF_UNIT_STATUSES } from '../../src/shared/domain/shelf';
import { unitFitsSize } from '../../src/shared/domain/size-fit';
import { setupE2e } from '../support/e2e-harness';
import { signedIn } from './pages/sign-in';
import { StatisticsPageModel } from './pages/statistics-page';

/**
 * /statistikk's words on a 1024 × 768 tablet: month labels that never overlap, a legend for
 * the bars and the line, no stray ": " read on its own, and "Boden har" counting only the
 * units of the size that was asked for.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const months = 'Lån per måned';
const unmet = 'Kom forgjeves: hva folk ikke fikk';

describe('statistics words', () => {
  it('labels, legend, names and sizes', async () => {
    const { page } = await signedIn(e2e, 'demo@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
    });
    const stats = new StatisticsPageModel(page);
    await stats.goto();
    await expect.poll(async () => (await stats.table(months)).length, poll).toBeGreaterThan(6);

    // The month labels under the bars stand apart.
    const labels = await stats
      .section(months)
      .locator('svg text')
      .evaluateAll((texts) =>
        texts
          .filter((t) => /\d{4}$/.test(t.textContent ?? ''))
          .map((t) => {
            const box = t.getBoundingClientRect();
            return { left: box.left, right: box.right };
          })
          .sort((a, b) => a.left - b.left),
      );
    expect(labels.length).toBeGreaterThan(1);
    for (let i = 1; i < labels.length; i++) {
      expect(labels[i]?.left ?? 0).toBeGreaterThan(labels[i - 1]?.right ?? 0);
    }

    // A legend says what the bars and the line are.
    const legend = stats.section(months).getByRole('list', { name: 'Forklaring' });
    expect(await legend.getByRole('listitem').allInnerTexts()).toEqual(['Lån', 'Lånetakere']);

    // No text of the page starts with ": " (a name's second half read on its own).
    const stray = await stats.main.evaluate((main) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (/^\s*:/.test(n.textContent ?? '')) found.push(n.textContent ?? '');
      }
      return found;
    });
    expect(stray).toEqual([]);
    expect(await stats.csvButton(months).getAttribute('aria-label')).toBe(
      'Last ned CSV: lån per måned',
    );

    // "Boden har" for a product and size: that size's units only.
    const hut = (await (await page.request.get('/api/userdata')).json()) as {
      user: { company_id: number };
    };
    const rows = await stats.table(unmet);
    const sized = rows.filter(
      (r) => r[2] !== 'Hva som helst i kategorien' && /\d/.test(r[3] ?? ''),
    );
    expect(sized.length).toBeGreaterThan(0);
    for (const [, , product, size, , held] of sized) {
      const units = await e2e.server.database.db
        .selectFrom('units')
        .innerJoin('products', 'products.id', 'units.product_id')
        .select(['units.size', 'units.max_size', 'units.unit'])
        .where('products.name', '=', product ?? '')
        .where('products.deleted_at', 'is', null)
        .where('units.company_id', '=', hut.user.company_id)
        .where('units.status', 'in', ON_SHELF_UNIT_STATUSES)
        .execute();
      const fitting = units.filter((u) => unitFitsSize(u, size ?? null)).length;
      expect(`${product} ${size}: ${held}`).toBe(`${product} ${size}: ${fitting}`);
    }
  });
});
