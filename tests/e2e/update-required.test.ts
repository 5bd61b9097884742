import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL } from '../../src/shared/contracts/sync-op-versions';
import { syncMessages } from '../../src/shared/texts/sync';
import { pwaTexts } from '../../src/i18n/nb/pwa';
import { setupE2e } from '../support/e2e-harness';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { SyncBar } from './pages/sync-bar';

/**
 * A server that no longer serves this bundle (SYNC_OLDEST_PROTOCOL above it) says so on the
 * first sync, and the tablet asks staff to update at once, keeping everything it holds.
 */
const e2e = setupE2e({ env: { SYNC_OLDEST_PROTOCOL: String(SYNC_PROTOCOL + 1) } });
const staff = 'ansatt@utstyrsbod.no';

describe('a bundle too old for the server', () => {
  it.each(['light', 'dark'] as const)(
    'shows the update prompt at once and says why in the sync bar (%s)',
    async (colorScheme) => {
      const { page } = await e2e.open({
        viewport: { width: 1024, height: 768 },
        colorScheme,
        bypassCSP: true,
      });
      const login = new LoginPage(page);
      await login.goto();
      await login.login(staff, demoPassword);
      await new AppShell(page).userMenu(staff).waitFor();
      await page.goto('/lagerbeholdning');

      const prompt = page.getByRole('status').filter({ hasText: pwaTexts.required });
      await prompt.waitFor({ timeout: 10_000 });
      await expect.poll(() => prompt.innerText()).toContain(pwaTexts.serverExplanation);
      await page.getByRole('button', { name: pwaTexts.update }).waitFor();
      const bar = new SyncBar(page);
      await expect
        .poll(() => bar.text(), { timeout: 10_000 })
        .toContain(syncMessages.updateRequired);
      expect(describeFindings(seriousFindings(await runAxe(page)))).toBe('');
    },
  );
});
