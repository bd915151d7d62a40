/**
 * axe-core in a page with a strict Content-Security-Policy, for the end-to-end tests: the
 * script goes in through the DevTools protocol (the page's CSP forbids inline scripts, as it
 * should), and the inline <style> axe adds is refused by that CSP, which a test must not
 * count as the page's own console error.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ConsoleMessage, Page } from 'playwright';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

let auditing = false;

/** Whether a console error is the CSP refusing axe's own style while an audit runs. */
export function isAxeStyleRefusal(message: ConsoleMessage): boolean {
  return (
    auditing && message.location().url === '' && message.text().startsWith('Applying inline style violates')
  );
}

/** axe-core's WCAG 2.1 A and AA rules and best practices; no violation allowed. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.evaluate(axeSource);
  auditing = true;
  const violations = await page
    .evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
      ).axe;
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
    })
    .finally(() => (auditing = false));
  assert.deepEqual(violations, [], `axe violations on ${what}`);
}
