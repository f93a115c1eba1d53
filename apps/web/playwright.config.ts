import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePorts } from './e2e/free-ports';

// Real Chromium from Debian against the real server (built API + storefront) on a fresh
// embedded database with the demo tenants. Dish images are content-addressed, so their
// rendering is cached between runs.
const root = resolve(import.meta.dirname, '../..');
// The built server to run; E2E_APP_ROOT points at a copy of the build (apps/api/dist,
// apps/web/build) when the working tree's build may change during a run.
const appRoot = process.env.E2E_APP_ROOT ?? root;
// Ports: free ones by default, so two runs on one machine never collide (decision 052). The
// runner chooses them once and hands them through the environment to its workers (which load this
// file again), the web servers below and the specs (console-onboarding starts a server of its own);
// E2E_PORT, E2E_PAYME_PORT and E2E_ONBOARDING_PORT fix them.
if (!process.env.E2E_PORT || !process.env.E2E_PAYME_PORT || !process.env.E2E_ONBOARDING_PORT) {
  const [server, payme, onboarding] = freePorts(3);
  process.env.E2E_PORT ||= String(server);
  process.env.E2E_PAYME_PORT ||= String(payme);
  process.env.E2E_ONBOARDING_PORT ||= String(onboarding);
}
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'dastarkhan-e2e-'));
// Payme's Subscribe API (saved cards) played by scripts/fake-payme-subscribe.mjs; paying with a
// card, it calls the app's Payme Merchant API for the demo cashbox (demo is merchant 1 in the seed).
const paymePort = Number(process.env.E2E_PAYME_PORT);
const paymeScript = ['scripts/fake-payme-subscribe.mjs']
  .map((path) => join(appRoot, path))
  .concat(join(root, 'scripts/fake-payme-subscribe.mjs'))
  .find((path) => existsSync(path));

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  // Empties test-results/screens/ (the 360 px screenshots of every route) before a run.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry: a few journeys share the demo tenant with specs running beside them (a new order's
  // takeover over an open dialog, a basket product changed meanwhile) and fail once in a while
  // under load. A test that fails twice still fails the run; a retried pass is listed as flaky.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    // A failing test keeps its trace (actions, console, network) and a screenshot; no DOM
    // snapshots or screencast frames: taken at every step, they cost ~10 % of the run's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      // Checks of the server's answers alone (no page) run once, in the phone project; the axe
      // spec's phone tests look at the desktop width too (skipping in the test body would still
      // open a page per route).
      grepInvert: /@server/,
      testIgnore: /a11y\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: `node ${paymeScript} --port ${paymePort} --callback demo-payme-merchant=http://127.0.0.1:${port}/api/payments/v1/payme/1`,
      port: paymePort,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${join(appRoot, 'apps/api/dist/server.js')}`,
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The unit tests' rendering of the dish images (content-addressed): no second rendering.
        MEDIA_DIR: join(root, 'node_modules/.cache/dastarkhan-test-media'),
        DATABASE_URL: '',
        APP_MODE: 'demo',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Tiles can never load here; a closed local port fails fast, like an unreachable tile
        // server. https, so the page's CSP (img-src https:) lets the request go out and fail.
        MAP_TILE_URL: 'https://127.0.0.1:9/{z}/{x}/{y}.png',
        // Every browser test logs in from 127.0.0.1; the per-IP cap is the API tests' business.
        OTP_IP_LIMIT_PER_HOUR: '10000',
        APPLY_IP_LIMIT_PER_HOUR: '10000',
        // Specs place many orders with one customer, and every page's streams come from 127.0.0.1.
        ORDER_RATE_LIMIT_PER_MINUTE: '10000',
        STREAMS_PER_ADDRESS: '10000',
        // Ordering is judged by a clock that starts on a Monday at 12:00 in Tashkent, so checkout
        // journeys find branches open at any hour CI runs; pages read it from /api/dev/v1/clock.
        APP_CLOCK_START: '2026-11-23T07:00:00.000Z',
        PAYME_SUBSCRIBE_URL: `http://127.0.0.1:${paymePort}`,
      },
    },
  ],
});
