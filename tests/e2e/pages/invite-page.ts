import type { Locator, Page } from 'playwright-core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';

/** The link of the newest invitation email to the address, as the outbox holds it. */
export async function invitationLink(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('body')
    .where('to_address', '=', email)
    .where('kind', '=', 'staff_invite')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /^https?:\/\/\S+\/invitasjon#token=\S+$/m.exec(mail.body)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.body}`);
  return link;
}

/** /invitasjon#token=…: which hut invites to which role; sign in or register, then accept. */
export class InvitePage {
  readonly main: Locator;
  readonly login: Locator;
  readonly register: Locator;
  readonly accept: Locator;
  readonly chooseHut: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.login = this.main.getByRole('link', { name: 'Logg inn', exact: true });
    this.register = this.main.getByRole('link', { name: 'Registrer deg', exact: true });
    this.accept = this.main.getByRole('button', { name: 'Godta invitasjonen' });
    this.chooseHut = this.main.getByRole('link', { name: 'Velg utstyrsbod' });
  }

  /** The card's heading: "<hut> inviterer deg til å bli <rolle> i utstyrsboden." */
  invitedBy(hut: string, role: string): Locator {
    return this.main.getByRole('heading', {
      name: `${hut} inviterer deg til å bli ${role} i utstyrsboden.`,
    });
  }
}
