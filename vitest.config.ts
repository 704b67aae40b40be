import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
const migrations = await readD1Migrations(path.join(root, 'migrations'))
const alias = { '@': path.join(root, 'src') }

// Two projects: pure domain code runs in Node (fast, property tests); the
// worker's routes run inside workerd with real local D1, R2 and Durable Objects.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // Property tests run hundreds of random 200-item events; give them room on a busy 2-core machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        resolve: { alias },
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                APP_ENV: 'development',
                BETTER_AUTH_SECRET: 'test-secret-at-least-32-characters-long!!',
                AUTH_RATE_LIMIT_SCALE: '1',
              },
              // Stand-ins for the build's prerendered pages (tests/api/pages.test.ts; decision 025) and for the
              // SPA shell and route manifest the server-rendered event page fills (decision 027).
              assets: {
                directory: path.join(root, 'tests/fixtures/assets'),
                binding: 'ASSETS',
                assetConfig: { html_handling: 'none', not_found_handling: 'single-page-application' },
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/api/**/*.test.ts', 'tests/rooms/**/*.test.ts'],
          setupFiles: ['tests/api/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
})
