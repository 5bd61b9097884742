import type { Kysely } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import type { Database } from '../../../src/server/db/schema';

export const demoPassword = 'demo1234';
export const wrongCredentials = 'Feil epostadresse eller passord.';
export const registeredText =
  'Du er registrert! Du må aktiveres ved første gangs lån. Ta med legitimasjon.';
/** The one answer to the register form, whether or not the address has an account. */
export const mailSentText =
  'Vi har sendt deg en e-post. Åpne lenken i den for å fullføre registreringen; lenken gjelder i 24 timer. Ser du ingen e-post, se etter i søppelposten.';

/** /login: email, password, remember me, submit, demo login, red dismissible error banner. */
export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly demoLogin: Locator;
  readonly errorBanner: Locator;
  readonly closeBanner: Locator;
  readonly registerLink: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.form = main.locator('form');
    this.email = main.getByLabel('Epost', { exact: true });
    this.password = main.getByLabel('Passord', { exact: true });
    this.remember = main.getByRole('checkbox', { name: 'Husk meg' });
    this.submit = this.form.getByRole('button', { name: 'Logg inn', exact: true });
    this.demoLogin = this.form.getByRole('button', { name: /demo/i });
    this.errorBanner = main.getByRole('alert');
    this.closeBanner = this.errorBanner.getByRole('button', { name: 'Lukk melding' });
    this.registerLink = main.getByRole('link', { name: 'Registrer deg gratis' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.email.waitFor();
  }

  async login(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/**
 * /register ('Registrer deg gratis'): the four SPEC fields, an optional phone, the huts the
 * family uses, the terms box; errors after blur, 'Registrer'.
 */
export class RegisterPage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly repeat: Locator;
  readonly phone: Locator;
  readonly hutSearch: Locator;
  readonly terms: Locator;
  readonly submit: Locator;
  readonly loginLink: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Registrer deg gratis' });
    this.name = main.getByPlaceholder('Fullt navn', { exact: true });
    this.email = main.getByRole('textbox', { name: 'Epost', exact: true });
    this.password = main.getByLabel('Passord', { exact: true });
    this.repeat = main.getByPlaceholder('Gjenta passord', { exact: true });
    this.phone = main.getByLabel('Telefon (valgfritt)');
    this.hutSearch = main.getByRole('searchbox', { name: 'Søk etter utstyrsbod' });
    this.terms = main.getByRole('checkbox', { name: /godtar vilkårene og personvernerklæringen/ });
    this.submit = main.getByRole('button', { name: 'Registrer', exact: true });
    this.loginLink = main.getByRole('link', { name: 'logg inn på kontoen din' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
    await this.heading.waitFor();
  }

  /** Finds a hut by name, municipality or town and ticks it. */
  async chooseHut(search: string, name: string): Promise<void> {
    await this.hutSearch.fill(search);
    await this.page
      .getByRole('main')
      .getByRole('checkbox', { name: new RegExp(`^${name}`) })
      .check();
  }

  /** The error text shown for a field (aria-describedby, without its hint), or null when none. */
  async errorOf(field: Locator): Promise<string | null> {
    return field.evaluate((el) => {
      if (el.getAttribute('aria-invalid') !== 'true') return null;
      const ids = (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter((id) => id !== '' && !id.endsWith('-hint'));
      const texts = ids
        .map((id) => document.getElementById(id))
        .filter((n): n is HTMLElement => n !== null)
        .map((n) => n.textContent?.trim() ?? '');
      return texts.join(' ') || null;
    });
  }
}

/** The link of the newest registration email to the address, as the outbox holds it. */
export async function registrationLink(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('body')
    .where('to_address', '=', email)
    .where('kind', '=', 'registration_link')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /^https?:\/\/\S+\/bekreft-registrering#[A-Za-z0-9_-]{43}$/m.exec(mail.body)?.[0];
  if (!link) throw new Error(`no registration link in: ${mail.body}`);
  return link;
}

/**
 * After 'Registrer': the form's answer, then the emailed link opened in the same browser and its
 * button, which makes the account and signs it in.
 */
export async function finishRegistration(
  page: Page,
  db: Kysely<Database>,
  email: string,
): Promise<void> {
  await page.getByRole('main').getByText(mailSentText, { exact: true }).waitFor();
  await page.goto(await registrationLink(db, email));
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Fullfør registreringen', exact: true })
    .click();
}
