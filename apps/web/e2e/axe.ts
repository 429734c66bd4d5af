/**
 * axe-core in the end-to-end tests: inject it into the page (by the DevTools protocol, so
 * the game's Content-Security-Policy does not block it) and run it on what is shown.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** A few of the offending elements, with axe's summary of what is wrong. */
  targets: string[];
}

interface AxeResultsLike {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResultsLike> };
  }
}

/** Every violation axe finds on the page as it is now (WCAG 2.x A and AA, best practice). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    const run = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return run.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`),
    }));
  });
  return results;
}

/** Only what the issue counts: serious and critical. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  return (await axeViolations(page)).filter(
    (finding) => finding.impact === 'serious' || finding.impact === 'critical',
  );
}

/** One line per violation, for a readable failure and the run's log. */
export function describeFindings(screen: string, findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${screen}: ${finding.impact} ${finding.id} (${finding.help})\n  ${finding.targets.join('\n  ')}`,
    )
    .join('\n');
}
