import type { Config } from '@react-router/dev/config'

// React Router's framework mode (decision 033): the route modules under src/ (src/routes.ts), rendered by
// the worker (worker/index.ts hands every non-API request to React Router) and, for the public pages
// that are the same for everyone, once at build time.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // The pages every visitor gets alike. The worker serves these files (worker/pages/prerendered.ts).
  prerender: ['/', '/features', '/docs', '/help', '/privacy', '/terms', '/auth'],
  // Every page carries the whole route table (a few KB of HTML) instead of asking /__manifest as the app
  // moves: the offline app shell (public/sw.js) has no server to ask.
  routeDiscovery: { mode: 'initial' },
  // unstable_optimizeDeps: the dev server pre-bundles what every route imports when it starts. Without it,
  // the first page a newcomer opens under `npm start` finds new dependencies, and Vite reloads the page
  // mid-hydration (the form stays inert for seconds; `npm run test:dev` caught it).
  future: { v8_viteEnvironmentApi: true, unstable_optimizeDeps: true },
} satisfies Config
