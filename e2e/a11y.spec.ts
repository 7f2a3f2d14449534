// Accessibility: axe-core finds no 'serious' or 'critical' violation on the main pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { MAIN_PAGES } from './support/pages';

const BLOCKING = new Set(['serious', 'critical']);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const violations = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  return { ids: violations.map((v) => v.id), report: report.join('\n'), all: results.violations };
}

test.describe('accessibility (axe-core)', () => {
  for (const main of MAIN_PAGES) {
    test(`${main.name}: no serious or critical violations`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      await main.open(page, request);
      const { ids, report, all } = await blockingViolations(page);
      if (all.length) await testInfo.attach('axe-violations.json', { body: JSON.stringify(all, null, 2), contentType: 'application/json' });
      expect(ids, report).toEqual([]);
    });
  }
});
