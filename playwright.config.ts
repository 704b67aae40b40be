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
  'closed-event',
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

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
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
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions, browserName: 'chromium' },
      testIgnore: DESKTOP_ONLY,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, launchOptions, browserName: 'chromium' },
      testIgnore: PHONE_ONLY,
    },
  ],
})
