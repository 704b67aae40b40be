import { app } from './app'
import { pageRoutes } from './ssr/event-page'

export { EventRoom } from './rooms/event-room'
export { UserHub } from './rooms/user-hub'

export default {
  // /events/* reaches the worker before the static assets (wrangler.toml run_worker_first): the event page
  // is rendered here (decision 027); every other address the worker sees is the API's.
  fetch: (req, env, ctx) => (new URL(req.url).pathname.startsWith('/events/') ? pageRoutes : app).fetch(req, env, ctx),
} satisfies ExportedHandler<Env>
