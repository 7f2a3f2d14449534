// The journeys' `test` and `expect`: Playwright's, with each worker's own shop (shop-server.ts) as the base URL of its
// pages and API requests.
import { test as base } from '@playwright/test';
import { startShop, type ShopServer } from './shop-server';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

export const test = base.extend<object, { shop: ShopServer }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, workerInfo) => {
      const shop = await startShop(workerInfo.parallelIndex);
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.url);
  },
});
