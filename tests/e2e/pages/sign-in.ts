import type { E2eHarness } from '../../support/e2e-harness';
import { AppShell } from './app-shell';
import { demoPassword, LoginPage } from './auth-pages';

/** A new browser context signed in through the login form as a demo account. */
export async function signedIn(
  e2e: E2eHarness,
  email: string,
  options?: Parameters<E2eHarness['open']>[0],
) {
  const opened = await e2e.open(options);
  const login = new LoginPage(opened.page);
  await login.goto();
  await login.login(email, demoPassword);
  await new AppShell(opened.page).userMenu(email).waitFor();
  return opened;
}
