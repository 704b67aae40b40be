import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium (never a downloaded browser), at a phone and a desktop size.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
}

// Specs whose behaviour does not depend on the screen's size run at one size only (CI time on a 2-core
// machine); every screen is still drawn, checked by axe and screenshotted at both sizes by a11y.spec.ts and
// the journeys that branch on the layout. Phones first, since that is where OpenTab is used; the admin
// portal is a desk job.
const PHONE_ONLY = [
  'auth-mailbox',
  'auth-reset',
  'auth-signin',
  'auth-signup',
  'chat',
  'claims',
  'closed-event',
  'event-ssr',
  'event-title',
  'events-dashboard',
  'find-me',
  'first-minutes',
  'help',
  'join',
  'notifications',
  'offline',
  'pending-requests',
  'profile',
  'security-headers',
  'session-end',
  'smoke',
  'suspended',
  'xss',
].map((name) => `**/${name}.spec.ts`)
const DESKTOP_ONLY = ['**/admin.spec.ts']
// Within the specs that run at both sizes, a test tagged '@phone' or '@desktop' runs at that size only: its
// behaviour is the same on every screen, or its subject exists on one (decision 044). Left out of the other
// project, not skipped, so the report lists only what ran.
const PHONE_TAG = /@phone\b/
const DESKTOP_TAG = /@desktop\b/

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  // A three-person journey takes 45 s alone on a busy 2-core CI machine, and over 60 s beside another worker:
  // the budget is for the whole journey; each step still waits at most `expect.timeout`.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry in CI so a machine hiccup cannot block a landing; Playwright still reports such a test as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8787',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each test's fresh context would install the offline service worker, which fetches three pages and their
    // files behind the test's back: CPU that a 2-core machine lacks. The specs about offline use, the
    // receipt reader's model cache and a clean console (Playwright's blocked registration logs a warning)
    // allow it (test.use).
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions, browserName: 'chromium' },
      testIgnore: DESKTOP_ONLY,
      grepInvert: DESKTOP_TAG,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, launchOptions, browserName: 'chromium' },
      testIgnore: PHONE_ONLY,
      grepInvert: PHONE_TAG,
    },
  ],
})
