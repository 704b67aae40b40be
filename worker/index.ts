import { Hono } from 'hono'
import { app } from './app'
import type { AppEnv } from './env'
import { requireConfig } from './middleware/require-config'
import { securityHeaders } from './middleware/security-headers'
import { authPage, homePage } from './routes/pages'
import { pageRoutes } from './ssr/event-page'

export { EventRoom } from './rooms/event-room'
export { UserHub } from './rooms/user-hub'

// The prerendered public pages (wrangler.toml's run_worker_first: "/" and "/auth") and the event page
// rendered here (decision 027: "/events/*"); every other request the worker gets is the API's.
const worker = new Hono<AppEnv>()
  .use(securityHeaders, requireConfig)
  .get('/', homePage)
  .get('/auth', authPage)
  .all('/events/*', (c) => pageRoutes.fetch(c.req.raw, c.env, c.executionCtx))
  .notFound((c) => app.fetch(c.req.raw, c.env, c.executionCtx))

export default {
  fetch: worker.fetch,
} satisfies ExportedHandler<Env>
