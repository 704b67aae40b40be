import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
const migrations = await readD1Migrations(path.join(root, 'migrations'))

// The worker's routes and pages inside workerd with real local D1, R2 and Durable Objects.
export default defineConfig({
  resolve: { alias: { '@': path.join(root, 'src') } },
  plugins: [
    // The worker hands pages to React Router (worker/pages/handler.ts): its server build, from the route
    // modules as they are, is what the worker's tests draw pages with.
    reactRouter(),
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          APP_ENV: 'development',
          BETTER_AUTH_SECRET: 'test-secret-at-least-32-characters-long!!',
          AUTH_RATE_LIMIT_SCALE: '1',
        },
        // Stand-ins for the build's prerendered pages (tests/api/pages.test.ts).
        assets: {
          directory: path.join(root, 'tests/fixtures/assets'),
          binding: 'ASSETS',
          assetConfig: { html_handling: 'none' },
        },
      },
    }),
  ],
  test: {
    name: 'worker',
    include: ['tests/api/**/*.test.ts', 'tests/rooms/**/*.test.ts'],
    setupFiles: ['tests/api/setup.ts'],
    testTimeout: 30_000,
    // Vitest runs one file at a time on a 2-core machine (cores - 1), but a worker-test file spends most of
    // its time waiting on workerd (D1, Durable Objects, migrations in its setup), not on a core: three files
    // at once took a 6-file sample from 475 s to 130 s here.
    maxWorkers: 3,
    // A project with its own maxWorkers runs in a group of its own: after the unit tests.
    sequence: { groupOrder: 1 },
  },
})
