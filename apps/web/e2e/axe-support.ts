import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe's violations on the page as it is now. Legacy mode runs axe inside the page (our pages
 * have no iframes) instead of finishing in a new blank page, and only violations are collected:
 * the same findings in a third of the time.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations;
}

/** The serious and critical violations among them, summarised for an assertion's diff. */
export function blocking(violations: Violation[]) {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}
