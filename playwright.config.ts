// Browser journeys against the production build on a fresh embedded database (or on
// PostgreSQL when E2E_DATABASE_URL is set), in Debian's Chromium when it is installed.
import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from './e2e/support/constants';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    }
  : {};

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node api/dist/main.js',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789abcdef',
      // A production shop without Razorpay keys takes pay on delivery only; the journeys pay online in the sandbox.
      PAYMENT_SANDBOX: '1',
      // The journeys run with the shop's own rate limits: one run registers about 7 customers and
      // places about 5 orders from this one address, well inside them. With REDIS_URL in the
      // environment, each run counts under its own key prefix, so runs never add up.
      RATE_LIMITS: '',
      REDIS_KEY_PREFIX: `e2e-${randomBytes(4).toString('hex')}`,
    },
  },
});
