import { describe, expect, it } from 'vitest';
import {
  attachedUsersResponseSchema,
  companyItemsResponseSchema,
  errorBodySchema,
  lenderResponseSchema,
  loansResponseSchema,
} from '../../src/shared/contracts';
import { syncMessages as m } from '../../src/shared/contracts/sync';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { staffSuite } from './staff-suite';
import { signIn } from './staff-world';

describe.each(testDialects)('staff reads on %s', (dialect) => {
  const ctx = staffSuite(dialect);

  it('lists the hut’s borrowers and staff with flags and roles, on /users and /show alike', async () => {
    const { browser } = await signIn(ctx.t.app, 'ansatt');
    const response = await browser.get(`/api/company/${ctx.w.hutA}/users`);
    expect(response.statusCode).toBe(200);
    const users = attachedUsersResponseSchema.parse(response.json()).attached_users;
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get('ansatt@utstyrsbod.no')?.role).toBe('staff');
    expect(byEmail.get('demo@utstyrsbod.no')?.role).toBe('admin');
    expect(byEmail.get('familie@utstyrsbod.no')).toMatchObject({
      role: 'borrower',
      isVerified: true,
      isFlagged: false,
    });
    expect(byEmail.get('ny@utstyrsbod.no')).toMatchObject({ isVerified: false, status: 'pending' });
    const flagged = byEmail.get('flagget@utstyrsbod.no');
    expect(flagged?.isFlagged).toBe(true);
    expect(flagged?.flag_reason).toMatch(/purringer/);
    // Sofie belongs to another hut only.
    expect(byEmail.has('sofie.pedersen@eksempel.no')).toBe(false);
    expect(byEmail.has('admin@utstyrsbod.no')).toBe(false);

    const show = await browser.get(`/api/company/${ctx.w.hutA}/show`);
    expect(show.statusCode).toBe(200);
    expect(attachedUsersResponseSchema.parse(show.json())).toEqual({ attached_users: users });
  });

  it('lists the hut’s units with SPEC §4 cart codes and the categories they use', async () => {
    const { browser } = await signIn(ctx.t.app, 'ansatt');
    const response = await browser.get(`/api/company/${ctx.w.hutA}/items`);
    expect(response.statusCode).toBe(200);
    const { items, item_categories } = companyItemsResponseSchema.parse(response.json());
    const units = await ctx.t.database.db
      .selectFrom('units')
      .select(['id', 'status'])
      .where('company_id', '=', ctx.w.hutA)
      .execute();
    expect(items).toHaveLength(units.length);
    const inCart = await ctx.t.database.db
      .selectFrom('loan_items as li')
      .innerJoin('loans as l', 'l.id', 'li.loan_id')
      .select('li.unit_id')
      .where('l.company_id', '=', ctx.w.hutA)
      .where('l.status', '=', 'draft')
      .where('li.status', '=', 'in_cart')
      .execute();
    const cart = new Set(inCart.map((r) => r.unit_id));
    expect(cart.size).toBeGreaterThan(0);
    for (const item of items) {
      const expected = cart.has(item.id)
        ? 1
        : item.status === 'available'
          ? 0
          : item.status === 'lent'
            ? -1
            : 2;
      expect(item.status_cart, `unit ${item.id}`).toBe(expected);
    }
    expect(items.some((i) => i.status_cart === -1)).toBe(true);
    expect(items.some((i) => i.status_cart === 0)).toBe(true);
    const categoryIds = new Set(item_categories.map((c) => c.id));
    for (const item of items) expect(categoryIds.has(item.category_id)).toBe(true);
    const seasons = item_categories.filter((c) => c.parent_id === null).map((c) => c.name);
    expect(seasons.length).toBeGreaterThan(0);
    for (const item of items) expect(seasons).toContain(item.season);
  });

  it('shows a lender with their loans at the hut and their cart', async () => {
    const { browser } = await signIn(ctx.t.app, 'ansatt');
    const response = await browser.get(`/api/company/${ctx.w.hutA}/lender/${ctx.w.users.familie}`);
    expect(response.statusCode).toBe(200);
    const { lender, loans, loan } = lenderResponseSchema.parse(response.json());
    expect(lender.email).toBe('familie@utstyrsbod.no');
    expect(loans.length).toBeGreaterThan(1);
    for (const l of loans) {
      expect(l.company_id).toBe(ctx.w.hutA);
      expect(l.customer).toEqual({ id: ctx.w.users.familie, name: 'Kari Nordmann' });
    }
    expect(loan?.status).toBe('draft');
    expect(loan?.items.length).toBeGreaterThan(0);
    expect(loan?.items.every((i) => i.pivot.status === 'in_cart')).toBe(true);
    expect(loans.map((l) => l.id)).toContain(loan?.id);

    const none = lenderResponseSchema.parse(
      (await browser.get(`/api/company/${ctx.w.hutA}/lender/${ctx.w.users.ny}`)).json(),
    );
    expect(none.loan).toBeNull();
    expect(none.loans).toEqual([]);
  });

  it('keeps other huts’ people out: a lender of another hut is not found', async () => {
    const { browser } = await signIn(ctx.t.app, 'ansatt');
    const response = await browser.get(`/api/company/${ctx.w.hutA}/lender/${ctx.w.users.sofie}`);
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).message).toBe(m.customerNotFound);
    expect((await browser.get(`/api/company/${ctx.w.hutA}/lender/99999999`)).statusCode).toBe(404);
  });

  it('lists the current hut’s loans with items, counts and extension history', async () => {
    const { browser } = await signIn(ctx.t.app, 'ansatt', ctx.w.hutA);
    const response = await browser.get('/api/loan');
    expect(response.statusCode).toBe(200);
    const { loans } = loansResponseSchema.parse(response.json());
    const stored = await ctx.t.database.db
      .selectFrom('loans')
      .select('id')
      .where('company_id', '=', ctx.w.hutA)
      .execute();
    expect(loans.map((l) => l.id).sort()).toEqual(stored.map((l) => l.id).sort());
    const numbers = loans.map((l) => l.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(loans.map((l) => l.status))).toEqual(new Set(['draft', 'open', 'closed']));
    const late = loans.find((l) => l.customer.id === ctx.w.users.flagget && l.status === 'open');
    expect(late?.items_overdue).toBeGreaterThan(0);
    const extended = loans.filter((l) => l.extended_return_dates.length > 0);
    expect(extended.map((l) => l.customer.id)).toContain(ctx.w.users.lise);
    for (const l of extended) expect(l.extended_return_dates).toContain(l.expected_return_date);
    const closed = loans.find((l) => l.status === 'closed');
    expect(closed?.items_returned).toBe(closed?.items.length);
    expect(closed?.actual_return_dates.length).toBeGreaterThan(0);
  });

  it('lets admins of several huts and the network admin read each hut', async () => {
    const demo = await signIn(ctx.t.app, 'demo');
    const admin = await signIn(ctx.t.app, 'admin');
    for (const browser of [demo.browser, admin.browser]) {
      for (const hut of [ctx.w.hutA, ctx.w.hutB]) {
        for (const path of ['users', 'show', 'items']) {
          expect((await browser.get(`/api/company/${hut}/${path}`)).statusCode).toBe(200);
        }
      }
    }
    const sofie = await demo.browser.get(`/api/company/${ctx.w.hutB}/lender/${ctx.w.users.sofie}`);
    expect(lenderResponseSchema.parse(sofie.json()).loans.length).toBeGreaterThan(0);
  });

  it('keeps borrowers out of the staff reads, even in their own hut', async () => {
    const { browser } = await signIn(ctx.t.app, 'familie');
    for (const path of ['users', 'show', 'items', `lender/${ctx.w.users.familie}`]) {
      const response = await browser.get(`/api/company/${ctx.w.hutA}/${path}`);
      expect(response.statusCode, path).toBe(403);
      expect(errorBodySchema.parse(response.json()).message).toBe(nb.forbiddenCompany);
    }
    // A borrower never has a current hut in the admin area.
    expect((await browser.get('/api/loan')).statusCode).toBe(409);
  });

  it('answers 409 on /api/loan while no hut is chosen', async () => {
    const { browser, body } = await signIn(ctx.t.app, 'admin');
    expect(body.user.company_id).toBeNull();
    const response = await browser.get('/api/loan');
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).message).toBe(nb.noCompanySelected);
  });
});
