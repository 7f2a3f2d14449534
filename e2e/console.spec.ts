// No console errors or uncaught exceptions while the main pages load.
import { expect, test } from './support/test';
import { MAIN_PAGES } from './support/pages';
import { trackRequests, watchConsole } from './support/ui';

test.describe('console', () => {
  for (const main of MAIN_PAGES) {
    test(`${main.name}: no console errors`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const errors = watchConsole(page);
      const requests = trackRequests(page);
      await main.open(page, request);
      // late requests (pictures, lazy chunks) have finished and reported
      await requests.done();
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }
});
