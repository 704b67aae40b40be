import { createDb } from './db/client'
import { deleteIdleGuests } from './services/people/idle-guests'

// The worker's Cron Trigger (wrangler.toml [triggers]): once a day, the house-keeping no request does.
export async function scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
  ctx.waitUntil(
    deleteIdleGuests(createDb(env.DB)).then((deleted) => {
      if (deleted > 0) console.log(`scheduled: deleted ${deleted} idle guest accounts`)
    }),
  )
}
