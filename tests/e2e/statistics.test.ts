import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  hutStatisticsSchema,
  networkStatisticsSchema,
} from '../../src/shared/contracts/statistics';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { CounterTablet } from './pages/counter-tablet';
import { DemandDialogModel } from './pages/demand-dialog';
import { waitingEntries } from './pages/device-state';
import { signedIn } from './pages/sign-in';
import { StatisticsPageModel } from './pages/statistics-page';

/**
 * /statistikk as staff use it: the figures are the server's, each chart shows what its table
 * says, the period can be changed, a table downloads as a CSV a Norwegian spreadsheet opens,
 * and a need recorded offline at the counter shows after sync. The network admin's view masks
 * small counts. axe-clean in light and dark.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const number = new Intl.NumberFormat('nb-NO');

describe('statistics', () => {
  it('shows the server’s figures, charts that agree with their tables, another period and a CSV', async () => {
    const { page } = await signedIn(e2e, 'demo@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
      bypassCSP: true,
    });
    const stats = new StatisticsPageModel(page);
    await stats.goto();
    const hut = (await (await page.request.get('/api/userdata')).json()) as {
      user: { company_id: number };
    };
    const api = async (from: string, to: string) =>
      hutStatisticsSchema.parse(
        await (
          await page.request.get(
            `/api/company/${hut.user.company_id}/statistics?from=${from}&to=${to}`,
          )
        ).json(),
      );

    // The default period is the last twelve months, as the address and the text say.
    const shown = (await stats.shown.innerText()).match(
      /(\d{2})\.(\d{2})\.(\d{4})–(\d{2})\.(\d{2})\.(\d{4})/,
    );
    if (!shown) throw new Error('no period shown');
    const from = `${shown[3]}-${shown[2]}-${shown[1]}`;
    const to = `${shown[6]}-${shown[5]}-${shown[4]}`;
    const year = await api(from, to);
    expect(await stats.figure('Lån')).toBe(number.format(year.summary.loans));
    expect(await stats.figure('Kom forgjeves')).toBe(number.format(year.summary.unmetNeeds));

    // Each chart shows its table's numbers.
    const months = await stats.table('Lån per måned');
    expect(months).toHaveLength(year.months.length);
    expect(months.map((r) => r[1])).toEqual(year.months.map((m) => String(m.loans)));
    const top = await stats.table('Mest utlånte produkter');
    expect((await stats.bars('Mest utlånte produkter')).map((b) => [b.label, b.value])).toEqual(
      top.map((r) => [r[0], r[1]]),
    );
    const light = seriousFindings(await runAxe(page));
    expect(light, describeFindings(light)).toEqual([]);

    // A CSV of the months: BOM, semicolons, the table's rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      stats.csvButton('Lån per måned').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statistikk-maaneder-${from}-${to}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFMåned;Lån;Lånetakere;Nye lånetakere\r\n')).toBe(true);
    const csvRows = csv
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';'));
    expect(csvRows).toEqual(months);

    // Another period: one of its own, checked before it is asked for.
    // The choice lives in the address; the radio follows it once the router has updated.
    await stats.period('Egen periode').click();
    await expect.poll(() => stats.period('Egen periode').isChecked(), poll).toBe(true);
    await stats.field('Fra').fill('2026-10-01');
    await stats.field('Til').fill('2026-09-01');
    await stats.field('Til').blur();
    await stats.main.getByText('Til-datoen kan ikke være før fra-datoen.').waitFor();
    await stats.field('Til').fill('2026-10-31');
    await stats.main.getByRole('button', { name: 'Vis tallene' }).click();
    await expect.poll(() => stats.shown.innerText(), poll).toContain('01.10.2026–31.10.2026');
    // A hut's figures are read from its loans on each request: no refresh time to tell.
    expect(await stats.shown.innerText()).not.toContain('oppdatert');
    expect(page.url()).toContain('periode=custom&fra=2026-10-01&til=2026-10-31');
    const october = await api('2026-10-01', '2026-10-31');
    await expect.poll(() => stats.figure('Lån'), poll).toBe(number.format(october.summary.loans));
    expect(await stats.table('Lån per måned')).toHaveLength(1);
  });

  it('a need recorded offline at the counter is in the figures after sync', async () => {
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
    });
    const stats = new StatisticsPageModel(tablet.page);
    await stats.goto('/statistikk?periode=season');
    const needs = async () => {
      const rows = await stats.table('Kom forgjeves: hva folk ikke fikk');
      const row = rows.find((r) => r[2] === 'Pulk' && r[3] === 'Barnestørrelse');
      return row ? Number(row[4]) : 0;
    };
    const before = await needs();

    await tablet.stock.goto();
    await tablet.context.setOffline(true);
    const demand = new DemandDialogModel(tablet.page);
    await demand.openGeneral.click();
    await demand.category.selectOption({ label: 'Vinter › Ski › Langrenn' });
    await demand.product.selectOption({ label: 'Pulk' });
    await demand.size.fill('Barnestørrelse');
    await demand.submit.click();
    await demand.dialog.waitFor({ state: 'detached' });
    await tablet.context.setOffline(false);
    await expect.poll(() => waitingEntries(tablet.page), poll).toBe(0);

    await stats.goto('/statistikk?periode=season');
    await expect.poll(needs, poll).toBe(before + 1);
  });

  it('the dashboard’s cards show this season’s figures from the same source', async () => {
    const { page } = await signedIn(e2e, 'demo@utstyrsbod.no');
    await page.goto('/dashboard');
    const cards = page.getByRole('region', { name: 'Denne sesongen' });
    await cards.locator('dd').first().waitFor(poll);
    const hut = (await (await page.request.get('/api/userdata')).json()) as {
      user: { company_id: number };
    };
    const season =
      (await cards.getByRole('link', { name: 'Se all statistikk' }).getAttribute('href')) ?? '';
    expect(season).toBe('/statistikk?periode=season');
    const onDashboard = await cards
      .locator('dt', { hasText: /^Lån$/ })
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
    await page.getByRole('link', { name: 'Se all statistikk' }).click();
    const stats = new StatisticsPageModel(page);
    await stats.summary.waitFor(poll);
    expect(await stats.figure('Lån')).toBe(onDashboard);
    expect(hut.user.company_id).toBeGreaterThan(0);
  });

  it('the network admin sees every hut’s figures, with counts of 1 and 2 as "<3"', async () => {
    const { page } = await signedIn(e2e, 'admin@utstyrsbod.no', {
      colorScheme: 'dark',
      bypassCSP: true,
    });
    const stats = new StatisticsPageModel(page);
    await stats.goto('/nettverk/statistikk');
    const areas = await stats.table('Per fylke og kommune');
    expect(areas.length).toBeGreaterThan(1);
    // Every loans and borrowers figure is a count of 0 or 3 and up, or masked.
    for (const row of areas)
      for (const cell of [row[3], row[4]]) expect(cell).toMatch(/^(<3|0|[3-9]|\d{2,})$/);
    await stats.main.getByRole('combobox', { name: 'Fylke' }).selectOption({ index: 1 });
    await expect.poll(() => page.url(), poll).toContain('fylke=');
    await expect
      .poll(
        async () => new Set((await stats.table('Per fylke og kommune')).map((r) => r[0])).size,
        poll,
      )
      .toBe(1);

    // A municipality of that county, and whole months of one's own (the network's figures are
    // kept per month), checked before they are asked for.
    await stats.main.getByRole('combobox', { name: 'Kommune' }).selectOption({ index: 1 });
    await expect.poll(() => page.url(), poll).toContain('kommune=');
    await stats.period('Egen periode').click();
    await expect.poll(() => stats.period('Egen periode').isChecked(), poll).toBe(true);
    await stats.field('Fra måned').fill('2026-10');
    await stats.field('Til måned').fill('2026-09');
    await stats.field('Til måned').blur();
    await stats.main.getByText('Til-måneden kan ikke være før fra-måneden.').waitFor();
    await stats.field('Til måned').fill('2026-10');
    await stats.main.getByRole('button', { name: 'Vis tallene' }).click();
    await expect.poll(() => stats.shown.innerText(), poll).toContain('01.10.2026–31.10.2026');
    // From the monthly rows as last refreshed, and it says when.
    expect(await stats.shown.innerText()).toMatch(/Tallene er oppdatert i dag kl\. \d{2}:\d{2}\./);
    const address = new URL(page.url());
    expect(address.searchParams.get('fra')).toBe('2026-10-01');
    expect(address.searchParams.get('til')).toBe('2026-10-31');
    const october = networkStatisticsSchema.parse(
      await (
        await page.request.get('/api/network/statistics', {
          params: {
            from: '2026-10-01',
            to: '2026-10-31',
            county: address.searchParams.get('fylke') ?? '',
            municipality: address.searchParams.get('kommune') ?? '',
          },
        })
      ).json(),
    );
    const loans = october.summary.loans;
    await expect
      .poll(() => stats.figure('Lån'), poll)
      .toBe(loans === null ? '<3' : number.format(loans));
    expect(await stats.table('Lån per måned')).toHaveLength(1);
    const dark = seriousFindings(await runAxe(page));
    expect(dark, describeFindings(dark)).toEqual([]);
  });
});
