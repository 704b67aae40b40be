import { createMiddleware } from 'hono/factory'
import * as GUESTS_SERVER from '../../src/messages/guests-server'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/http-error'

/**
 * After requireUser: a guest account (decision 053) takes part in the events it joined and nothing more.
 * It may not host, find people or make friends, so it cannot reach anyone it shares no event with.
 */
export const refuseGuests = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.session?.isGuest) throw new ApiError(403, 'guest_account', GUESTS_SERVER.guestCannot)
  await next()
})
