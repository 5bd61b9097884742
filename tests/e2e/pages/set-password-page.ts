import type { Locator, Page } from 'playwright-core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { createNetworkAdmin } from '../../../src/server/services/account/admin-accounts';
import { createPasswordLink } from '../../../src/server/services/account/password-links';

/** A new network admin with no usable password and its one-time link, as the admin CLI makes them. */
export async function newAdminLink(
  db: Kysely<Database>,
  origin: string,
  email: string,
): Promise<string> {
  const { id } = await createNetworkAdmin(db, { email, name: 'Ny Administrator' });
  return (await createPasswordLink(db, { userId: id, purpose: 'new_account', origin })).url;
}

/** /sett-passord#…: whose account, then the new password twice. */
export class SetPasswordPage {
  readonly main: Locator;
  readonly password: Locator;
  readonly repeat: Locator;
  readonly submit: Locator;
  readonly login: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.password = this.main.getByLabel('Nytt passord', { exact: true });
    this.repeat = this.main.getByLabel('Gjenta passord', { exact: true });
    this.submit = this.main.getByRole('button', { name: 'Sett passord', exact: true });
    this.login = this.main.getByRole('link', { name: 'Logg inn', exact: true });
  }

  /** "Velg et passord for kontoen <email>." */
  forAccount(email: string): Locator {
    return this.main.getByText(`Velg et passord for kontoen ${email}.`);
  }
}
