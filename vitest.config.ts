import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
const alias = { '@': path.join(root, 'src') }

// Two projects: pure domain code runs in Node (fast, property tests); the worker's routes and pages run
// inside workerd with real local D1, R2 and Durable Objects (vitest.worker.config.ts: in a file of its own,
// as React Router's Vite plugin needs).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // Property tests run hundreds of random 200-item events; give them room on a busy 2-core machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      'vitest.worker.config.ts',
    ],
  },
})
