import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Runs axe-core (all rules it runs by default) on the current page and returns every violation.
 * The page's context needs bypassCSP: axe is injected as an inline script.
 */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const engine = (window as AxeWindow).axe;
    if (!engine) throw new Error('axe-core did not load');
    // Colours are judged as they rest, not halfway through a hover or focus transition.
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    const result = await engine
      .run(document, { resultTypes: ['violations'] })
      .finally(() => still.remove());
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
}

/** Violations that fail a test: WCAG problems axe rates serious or critical. */
export function seriousFindings(findings: readonly AxeFinding[]): AxeFinding[] {
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => `${f.impact ?? '?'} ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}
