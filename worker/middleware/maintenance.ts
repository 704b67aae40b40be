import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/http-error'
import { readSettings } from '../services/admin/admin-settings'
import { MAINTENANCE_MESSAGE } from './require-user'

// better-auth's endpoints that create or change an account. In maintenance mode they are refused for
// everyone (docs/decisions/022); signing in and out still work, so an admin can reach the portal and
// turn maintenance off. Our own routes refuse writes in requireUser. Only these POSTs read the settings.
const ACCOUNT_WRITES = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/update-user',
  '/api/auth/delete-user',
])

export const refuseAccountWritesInMaintenance = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST' && ACCOUNT_WRITES.has(c.req.path) && (await readSettings(c.var.db)).maintenanceMode)
    throw new ApiError(503, 'maintenance', MAINTENANCE_MESSAGE)
  await next()
})

/**
 * For a write that needs no session (accepting an e-mail invitation makes an account, signs in and joins):
 * refused in maintenance mode like every other non-admin write (requireUser refuses those).
 */
export const refuseInMaintenance = createMiddleware<AppEnv>(async (c, next) => {
  if ((await readSettings(c.var.db)).maintenanceMode) throw new ApiError(503, 'maintenance', MAINTENANCE_MESSAGE)
  await next()
})
