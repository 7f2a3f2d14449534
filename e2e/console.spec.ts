// No console errors or uncaught exceptions while the main pages load (issue 4).
import { expect, test } from '@playwright/test';
import { MAIN_PAGES } from './support/pages';
import { watchConsole } from './support/ui';

test.describe('console', () => {
  for (const main of MAIN_PAGES) {
    test(`${main.name}: no console errors`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const errors = watchConsole(page);
      await main.open(page, request);
      // let late requests (images, lazy chunks) finish and report
      await page.waitForTimeout(1000);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }
});
