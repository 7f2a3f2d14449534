// Browser journeys against the production build, in Debian's Chromium when it is installed. Each worker runs its own
// shop on its own database (e2e/support/shop-server.ts: a fresh embedded one, or on PostgreSQL with E2E_DATABASE_URL);
// specs take `test` from e2e/support/test.ts, whose base URL is that shop.
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    }
  : {};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files are shared out among the workers; a file's tests run in order in one worker. A worker is a browser and a
  // shop, busy enough for two cores: on a 2-core machine one worker took 3.9 min and two 5.1 min (2026-11-28). So one
  // worker per two cores, at most 4; E2E_WORKERS to choose.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)))),
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions }, grep: /@phone/ },
  ],
});
