import { Hono } from 'hono'
import { app } from './app'
import type { AppEnv } from './env'
import { requireConfig } from './middleware/require-config'
import { pages } from './pages/handler'
import { scheduled } from './scheduled'

export { EventRoom } from './rooms/event-room'
export { UserHub } from './rooms/user-hub'

// The worker's entry (decision 033): the JSON API under /api, and a missing static asset (its 404 is the
// API's), go to the Hono app; every other request is a page, React Router's. Unusable settings stop both.
const worker = new Hono<AppEnv>()
  .use(requireConfig)
  .all('/api/*', (c) => app.fetch(c.req.raw, c.env, c.executionCtx))
  .all('/assets/*', (c) => app.fetch(c.req.raw, c.env, c.executionCtx))
  .route('/', pages)

export default {
  fetch: worker.fetch,
  scheduled,
} satisfies ExportedHandler<Env>
