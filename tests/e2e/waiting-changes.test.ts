import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { freeUnits } from '../support/e2e-hut-data';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';
import { ageWaitingEntries } from './pages/outbox-age';
import { SettingsPage } from './pages/settings-page';
import { cutApi, SyncBar } from './pages/sync-bar';

/**
 * Issue 31, "Storage that is not lost" (points 1 and 3): staff see when the browser may clear
 * the waiting changes, how many wait and since when, and, once they have waited more than 3 days
 * on an online tablet that cannot sync, why and what to do.
 */
const e2e = setupE2e();
const staff = 'ansatt@utstyrsbod.no';
const family = { email: 'familie@utstyrsbod.no', name: 'Kari Nordmann' };
const poll = { timeout: 20_000, interval: 100 };
const tabletView = { width: 1024, height: 768 };
const DAY_MS = 24 * 60 * 60_000;

/** "23. november 2026 kl. 17:38" in the tablet's time zone, written independently of the app. */
function osloDateTime(iso: string): string {
  const at = new Date(iso);
  const zone = { timeZone: 'Europe/Oslo' } as const;
  const day = new Intl.DateTimeFormat('nb-NO', {
    ...zone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('nb-NO', {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${day} kl. ${time}`;
}

/** "23.11.2026": the bar's short date of a day before today, in the tablet's time zone. */
function osloDottedDate(iso: string): string {
  return new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

async function expectNoSeriousAxe(page: Page): Promise<void> {
  const serious = seriousFindings(await runAxe(page));
  expect(serious, describeFindings(serious)).toEqual([]);
}

/** Puts units in the borrower's cart: one waiting change each. */
async function addToCart(tablet: CounterTablet, units: number[]): Promise<void> {
  for (const unit of units) {
    await tablet.stock.rowButton(unit).click();
    await expect.poll(() => tablet.stock.row(unit).innerText(), poll).toContain('Lagt til');
  }
}

/** The sync API refuses this device's session (401), as after the server forgot it. */
async function refuseSyncSession(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.pathname.startsWith('/api/sync/'),
    (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Unauthenticated.' }),
      }),
  );
}

describe('waiting changes that must not be lost', () => {
  it('says the browser may clear them and, after 3 days without an answer from the server, why and what to do', async () => {
    const tablet = await CounterTablet.open(e2e, staff, { bypassCSP: true, viewport: tabletView });
    const { page, context, stock } = tablet;
    const bar = new SyncBar(page);
    // The premise: Chromium in a tab keeps no site's data for good.
    expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false);
    const units = await freeUnits(e2e.server.database.db, tablet.companyId, 2);
    await tablet.clearBorrower();
    await stock.pickBorrower(family.email, family.name);
    await expect.poll(() => waitingEntries(page), poll).toBe(0);
    // All sent: nothing at risk, nothing to say.
    expect(await bar.text()).not.toMatch(/Venter siden|Lagringen er ikke varig/);
    expect(await bar.text()).toMatch(/Sist synkronisert i dag kl\. \d\d:\d\d/);

    const restore = await cutApi(context, 'connectionrefused', 'all');
    await addToCart(tablet, units);
    expect(await waitingEntries(page)).toBe(2);
    // Young changes: the storage warning with their time today, not yet stuck.
    await expect.poll(() => bar.text(), poll).toMatch(/Ingen forbindelse med serveren/);
    await expect
      .poll(() => bar.text(), poll)
      .toMatch(/Venter siden kl\. \d\d:\d\d\. Lagringen er ikke varig/);
    expect(await bar.text()).not.toContain('Sjekk nettet');
    expect(await bar.text()).not.toContain('Sist synkronisert');
    await bar.region.getByRole('link', { name: 'Lagringen er ikke varig' }).waitFor();

    // The tablet is opened again 4 days after the changes were made; the server still does
    // not answer.
    const madeAt = new Date(Date.now() - 4 * DAY_MS - 60 * 60_000).toISOString();
    expect(await ageWaitingEntries(page, madeAt)).toBe(2);
    await page.reload();
    await expect
      .poll(() => bar.text(), poll)
      .toContain(
        `Venter siden ${osloDottedDate(madeAt)}. Sjekk nettet, eller ta ut endringene. ` +
          'Se Innstillinger',
      );
    expect(await bar.text()).toMatch(/Ingen forbindelse med serveren\. 2 endringer venter/);
    await expectNoSeriousAxe(page);

    await bar.region.getByRole('link', { name: 'Se Innstillinger' }).click();
    const settings = new SettingsPage(page);
    await settings.heading.waitFor();
    const storage = await settings.text(settings.storage);
    expect(storage).toContain('Nettleseren kan slette dataene når plassen blir trang.');
    expect(storage).toContain('installer appen');
    expect(storage).toContain('Safari sletter data fra nettsteder som ikke er brukt på 7 dager.');
    await expect
      .poll(() => settings.text(settings.waiting), poll)
      .toContain(
        `2 endringer venter på å bli sendt. Den eldste ble gjort ${osloDateTime(madeAt)} ` +
          '(for 4 dager siden).',
      );
    const waiting = await settings.text(settings.waiting);
    expect(waiting).toContain(
      'Lagringen er ikke varig: nettleseren kan slette endringene som venter.',
    );
    const stuck = await settings.text(settings.stuck);
    expect(stuck).toContain('Serveren svarer ikke, selv om enheten er på nett.');
    expect(stuck).toContain('Sjekk at enheten er koblet til nettet');
    expect(stuck).toContain(
      'Går det ikke, lagre endringene i en fil under «Ta ut ventende endringer» nedenfor, og gi fila til en administrator for boden',
    );
    await expectNoSeriousAxe(page);

    // The server answers again: the changes go, and with them every warning.
    await restore();
    await expect.poll(() => waitingEntries(page), { timeout: 30_000, interval: 100 }).toBe(0);
    await expect
      .poll(() => settings.text(settings.waiting), poll)
      .toContain('Alt er sendt til serveren.');
    expect(await settings.stuck.count()).toBe(0);
    expect(await bar.text()).not.toMatch(/Venter siden|Lagringen er ikke varig/);
    expect(await bar.text()).toMatch(/Sist synkronisert i dag kl\. \d\d:\d\d/);
  });

  it('tells staff to sign in again when the server has refused the session for 4 days', async () => {
    const tablet = await CounterTablet.open(e2e, staff, { bypassCSP: true, viewport: tabletView });
    const { page, context, stock } = tablet;
    const bar = new SyncBar(page);
    const [unit] = await freeUnits(e2e.server.database.db, tablet.companyId, 1);
    if (unit === undefined) throw new Error('no free unit');
    await tablet.clearBorrower();
    await stock.pickBorrower(family.email, family.name);
    await expect.poll(() => waitingEntries(page), poll).toBe(0);

    await refuseSyncSession(context);
    await addToCart(tablet, [unit]);
    await expect
      .poll(() => bar.text(), poll)
      .toMatch(/Logg inn på nytt for å sende 1 endring til serveren/);
    // Refused today: not yet stuck.
    expect(await bar.text()).not.toContain('eller ta ut endringene');

    const madeAt = new Date(Date.now() - 4 * DAY_MS).toISOString();
    expect(await ageWaitingEntries(page, madeAt)).toBe(1);
    await page.reload();
    await expect
      .poll(() => bar.text(), poll)
      .toContain(
        `Venter siden ${osloDottedDate(madeAt)}. Logg inn på nytt, eller ta ut endringene.`,
      );

    const settings = new SettingsPage(page);
    await settings.goto();
    await expect
      .poll(() => settings.text(settings.waiting), poll)
      .toContain('1 endring venter på å bli sendt.');
    const stuck = await settings.text(settings.stuck);
    expect(stuck).toContain('Serveren godtar ikke lenger innloggingen på denne enheten.');
    expect(stuck).toContain('Logg ut og logg inn igjen med din egen bruker; da sendes endringene.');
    expect(stuck).toContain('«Ta ut ventende endringer»');
    expect(await waitingEntries(page)).toBe(1);
    await expectNoSeriousAxe(page);
  });
});

/**
 * Wraps the browser's persist() to count the app's questions (in localStorage, so a reload
 * keeps the count) and lets the browser answer as it does. `installed` makes the page match
 * (display-mode: standalone), as the app opened from the home screen does.
 */
function persistSpy(installed: boolean): string {
  return `(() => {
    const ask = StorageManager.prototype.persist;
    StorageManager.prototype.persist = function () {
      localStorage.setItem('e2e-persist-asks', String(Number(localStorage.getItem('e2e-persist-asks') ?? 0) + 1));
      return ask.call(this);
    };
    if (${installed}) {
      const match = window.matchMedia.bind(window);
      window.matchMedia = (query) => {
        const list = match(query);
        if (query !== '(display-mode: standalone)') return list;
        return Object.create(list, { matches: { value: true }, media: { value: query } });
      };
    }
  })();`;
}

const asks = (page: Page) =>
  page.evaluate(() => ({
    count: Number(localStorage.getItem('e2e-persist-asks') ?? 0),
    remembered: localStorage.getItem('persistenceAsked'),
  }));

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(email, demoPassword);
  await new AppShell(page).userMenu(email).waitFor();
}

describe('asking the browser to keep the data', () => {
  it("asks once on a counter device, never on a family's visit in a tab, and in the installed app", async () => {
    // A family in a browser tab: the home page, signing in, Innstillinger. No question.
    const visit = await e2e.open();
    await visit.page.addInitScript(persistSpy(false));
    await visit.page.goto('/hjem');
    await signIn(visit.page, family.email);
    const familySettings = new SettingsPage(visit.page);
    await familySettings.goto();
    await familySettings.storage.waitFor();
    expect(await asks(visit.page)).toEqual({ count: 0, remembered: null });
    // A family's device has no counter outbox to show.
    expect(await familySettings.waiting.count()).toBe(0);

    // Staff at a hut: asked once, and not again after a reload.
    const counter = await e2e.open({ viewport: tabletView });
    await counter.page.addInitScript(persistSpy(false));
    await signIn(counter.page, staff);
    await expect.poll(() => asks(counter.page), poll).toEqual({ count: 1, remembered: 'browser' });
    const counterSettings = new SettingsPage(counter.page);
    await counterSettings.goto();
    await counterSettings.waiting.waitFor();
    expect(await counterSettings.text(counterSettings.waiting)).toContain(
      'Alt er sendt til serveren.',
    );
    await counter.page.reload();
    await counterSettings.waiting.waitFor();
    expect(await asks(counter.page)).toEqual({ count: 1, remembered: 'browser' });

    // The app opened installed asks on start, signed in or not.
    const installed = await e2e.open({ viewport: { width: 390, height: 844 } });
    await installed.page.addInitScript(persistSpy(true));
    await installed.page.goto('/hjem');
    await expect
      .poll(() => asks(installed.page), poll)
      .toEqual({ count: 1, remembered: 'installed' });
    await installed.page.reload();
    await installed.page.getByRole('main').waitFor();
    expect(await asks(installed.page)).toEqual({ count: 1, remembered: 'installed' });
  });
});
