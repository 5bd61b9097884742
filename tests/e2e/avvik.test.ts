import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  attachedUsersResponseSchema,
  companyItemsResponseSchema,
  pullResponseSchema,
  pushResponseSchema,
  userDataResponseSchema,
  type SyncOpInput,
} from '../../src/shared/contracts';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { Bell } from './pages/bell';
import { AvvikPage, avvikTexts, SyncIndicator } from './pages/avvik-page';

const e2e = setupE2e();
const poll = { timeout: 10_000, interval: 100 };
const staff = 'ansatt@utstyrsbod.no';

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(staff, demoPassword);
  await new AppShell(page).userMenu(staff).waitFor();
}

/** A JSON call through the page's own session (cookies, XSRF header from the cookie's body). */
async function call(page: Page, method: string, url: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (method !== 'GET') {
        const csrf = await fetch('/csrf-cookie', { credentials: 'same-origin' });
        headers['x-xsrf-token'] = ((await csrf.json()) as { token: string }).token;
      }
      const res = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return res.json();
    },
    { method, url, body },
  );
}

/** The part of an op the test chooses; one member per op type, so payloads stay typed. */
type OpBody = SyncOpInput extends infer O
  ? O extends SyncOpInput
    ? Pick<O, 'type' | 'payload'>
    : never
  : never;

let ids = 0;
/** A UUIDv7 for the other tablet's ops (time-ordered, unique within the run). */
function uuidv7(): string {
  const time = Date.now().toString(16).padStart(12, '0');
  const n = (ids++).toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7000-8000-${n}`;
}

/**
 * Another tablet of the hut hands a unit out and then records "Motta alle" twice (its second tap
 * reached the server after the first): the server notes a return_not_on_loan exception.
 */
async function otherTabletRaisesException(page: Page): Promise<void> {
  const { user } = userDataResponseSchema.parse(await call(page, 'GET', '/api/userdata'));
  const hut = user.company_id;
  if (hut === null) throw new Error('no hut chosen');
  const people = attachedUsersResponseSchema.parse(
    await call(page, 'GET', `/api/company/${hut}/users`),
  ).attached_users;
  const borrower = people.find((p) => p.role === 'borrower' && p.isVerified && !p.isFlagged);
  const stock = companyItemsResponseSchema.parse(
    await call(page, 'GET', `/api/company/${hut}/items`),
  ).items;
  const unit = stock.find((i) => i.status_cart === 0);
  if (!borrower || !unit) throw new Error('seed: a borrower and a free unit');
  const loanId = uuidv7();
  const dates = { loanDate: '2026-01-05', expectedReturnDate: '2026-01-12' };
  let seq = 0;
  const op = (body: OpBody): SyncOpInput => ({
    ...body,
    id: uuidv7(),
    companyId: hut,
    actorId: user.id,
    deviceId: 'tablet-other-0042',
    createdAt: new Date().toISOString(),
    seq: seq++,
  });
  const ops = [
    op({
      type: 'cart.add',
      payload: { loanId, loanItemId: uuidv7(), customerId: borrower.id, unitId: unit.id, ...dates },
    }),
    op({ type: 'loan.handOut', payload: { loanId, ...dates } }),
    op({ type: 'loan.receiveAll', payload: { loanId } }),
    op({ type: 'loan.receiveAll', payload: { loanId } }),
  ];
  const { results } = pushResponseSchema.parse(await call(page, 'POST', '/api/sync/push', { ops }));
  expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied', 'exception']);
}

/** The hut's exceptions on the server (a full pull): how many are open, and the decisions. */
async function resolutionsOnServer(page: Page) {
  const pulled = pullResponseSchema.parse(await call(page, 'GET', '/api/sync/pull'));
  const rows = pulled.changes?.exceptions ?? [];
  return {
    open: rows.filter((e) => e.status === 'open').length,
    resolutions: rows.flatMap((e) => (e.resolution ? [e.resolution] : [])).sort(),
  };
}

const refusal = 'Bare utleverte lån som ikke er avsluttet kan forlenges.';

/**
 * An entry the server refused, as the sync engine leaves it in the outbox. Written straight to
 * IndexedDB (the page reloads to read it): producing a real refusal needs a race between tablets.
 */
async function storeRejectedEntry(page: Page): Promise<void> {
  const id = uuidv7();
  await page.evaluate(
    async ({ id, message }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('utstyrsbod');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open'));
      });
      // Refused at the hut this device works for, by its signed-in staff member.
      const session = await new Promise<{ userId: number; companyId: number }>(
        (resolve, reject) => {
          const get = db.transaction('session').objectStore('session').get('session');
          get.onsuccess = () => resolve(get.result as { userId: number; companyId: number });
          get.onerror = () => reject(get.error ?? new Error('session'));
        },
      );
      const tx = db.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').put({
        id,
        type: 'loan.extend',
        v: 2,
        payload: {
          extensionId: id,
          loanId: id,
          loanItemId: null,
          expectedReturnDate: '2026-02-01',
        },
        companyId: session.companyId,
        actorId: session.userId,
        deviceId: 'this-device',
        createdAt: new Date().toISOString(),
        seq: 1_000_000,
        status: 'rejected',
        result: { outcome: 'rejected', opId: id, code: 'loan_not_open', message },
        attempts: 1,
        lastAttemptAt: new Date().toISOString(),
      });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error ?? new Error('write'));
      });
      db.close();
    },
    { id, message: refusal },
  );
}

async function expectAxeClean(page: Page): Promise<void> {
  const serious = seriousFindings(await runAxe(page));
  expect(serious, describeFindings(serious)).toEqual([]);
}

describe('Avvik', () => {
  it('shows a synced exception with a badge and a toast, resolves it in one click', async () => {
    const { page } = await e2e.open({ bypassCSP: true });
    await signIn(page);
    const sync = new SyncIndicator(page);
    await sync.region.waitFor();
    await expect.poll(() => sync.lastSyncText(), poll).toMatch(/^Sist synkronisert i dag kl\./);
    await sync.avvikLinkWith(0).waitFor();

    await otherTabletRaisesException(page);
    await sync.syncNow.click();
    await sync.avvikLinkWith(1).waitFor(poll);
    await page.getByText(avvikTexts.newException).waitFor(poll);
    // The bell: the server told the hut's staff of the new exception; the sync just made brings
    // it into the bell, without a reload.
    const bell = new Bell(page);
    await bell.open();
    await bell
      .tick(/^Nytt avvik: Utstyret ble mottatt, men var ikke registrert som utlånt\./)
      .waitFor(poll);
    await bell.button.click();

    await sync.avvikLink.click();

    const avvik = new AvvikPage(page);
    await avvik.heading.waitFor();
    // The intro names the kinds Avvik holds, parts and reservations among them.
    expect(await avvik.intro.innerText()).toMatch(/uten alle deler.*reservasjoner som ble brutt/);
    const item = avvik.item(avvikTexts.returnNotOnLoan);
    await item.waitFor();
    expect(await item.innerText()).toMatch(/ble registrert mottatt, men ingenting var utlånt/);
    // Which tablet, in words (not its id), under a label that is not the equipment's word.
    expect(await avvik.fact(item, 'Registrert på')).toBe('et annet nettbrett');
    expect(await item.innerText()).not.toMatch(/r-0042|Enhet/);
    // The loan it names opens that loan.
    const loanLink = item.getByRole('link', { name: /^lån \d+$/ });
    expect(await loanLink.getAttribute('href')).toMatch(/^\/utlansoversikt\?lan=/);
    expect(await avvik.fact(item, 'Registrert av')).not.toBe('');
    // The bell's notice links to what it is about: here.
    await bell.open();
    const notice = bell.link(
      /^Nytt avvik: Utstyret ble mottatt, men var ikke registrert som utlånt\./,
    );
    expect(await notice.getAttribute('href')).toBe('/avvik');
    await notice.click();
    await expect.poll(() => bell.panel.isVisible(), poll).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/avvik');
    expect(await avvik.resolveButton(item, 'Lånetaker kontaktet').count()).toBe(0);
    await expectAxeClean(page);

    await avvik.resolveButton(item, avvikTexts.confirmed).click();
    await avvik.openSection.getByText(avvikTexts.noneOpen).waitFor(poll);
    await sync.avvikLinkWith(0).waitFor(poll);
    await avvik.resolvedToggle.click();
    expect(await avvik.resolvedItems.first().innerText()).toMatch(/Godkjent av /);
    await expect
      .poll(async () => resolutionsOnServer(page), poll)
      .toEqual({ open: 0, resolutions: ['confirmed'] });
    await expect.poll(() => sync.status.innerText(), poll).toContain('Alt er sendt');
    await expectAxeClean(page);

    // Entries the server refused are listed with its reason, and the indicator points to them.
    await storeRejectedEntry(page);
    await page.reload();
    await avvik.rejectedSection.waitFor(poll);
    const rejected = avvik.rejectedSection.getByRole('listitem');
    await rejected.getByRole('heading', { level: 3, name: 'Forleng lån' }).waitFor();
    expect(await rejected.innerText()).toContain(refusal);
    await sync.region.getByRole('link', { name: '1 endring ble avvist. Se Avvik.' }).waitFor();

    // Seen: the refusal leaves the list and the sync bar.
    await rejected.getByRole('button', { name: 'Sett «Forleng lån» som sett' }).click();
    await expect.poll(() => avvik.rejectedSection.count(), poll).toBe(0);
    await expect
      .poll(() => sync.region.getByRole('link', { name: /ble avvist/ }).count(), poll)
      .toBe(0);
  });

  it('works offline: the decision waits in the outbox and logout warns first', async () => {
    const { page, context } = await e2e.open({ bypassCSP: true, colorScheme: 'dark' });
    await signIn(page);
    const sync = new SyncIndicator(page);
    await sync.region.waitFor();
    await otherTabletRaisesException(page);
    await sync.syncNow.click();
    await sync.avvikLinkWith(1).waitFor(poll);
    const avvik = new AvvikPage(page);
    await sync.avvikLink.click();
    const item = avvik.item(avvikTexts.returnNotOnLoan);
    await item.waitFor();
    await expectAxeClean(page);

    await context.setOffline(true);
    await expect.poll(() => sync.status.innerText(), poll).toMatch(/^Frakoblet/);
    await avvik.resolveButton(item, avvikTexts.unitChecked).click();
    await sync.avvikLinkWith(0).waitFor(poll);
    await expect.poll(() => sync.status.innerText(), poll).toMatch(/^Frakoblet\. 1 endring venter/);
    await expectAxeClean(page);

    const shell = new AppShell(page);
    await shell.logout(staff);
    const dialog = page.getByRole('dialog', { name: avvikTexts.logoutDialog });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(avvikTexts.logoutText(1));
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shell.userMenu(staff).waitFor();

    await context.setOffline(false);
    await expect.poll(() => sync.status.innerText(), poll).toContain('Alt er sendt');
    expect(await resolutionsOnServer(page)).toEqual({
      open: 0,
      resolutions: ['confirmed', 'unit_checked'],
    });
    await shell.logout(staff);
    await shell.loginLink.waitFor(poll);
  });
});
