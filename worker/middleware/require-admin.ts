import { createMiddleware } from 'hono/factory'
import { ACCESS_DENIED, isAdminRole } from '../../src/domain/schemas/admin'
import type { AppEnv } from '../env'
import { forbidden } from '../lib/http-error'
import { me } from './require-user'

/** Behind requireUser: role admin or super_admin, else 403 with the portal's 'Access Denied' text. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAdminRole(me(c).role)) throw forbidden(ACCESS_DENIED)
  await next()
})
