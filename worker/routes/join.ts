import { Hono } from 'hono'
import { joinSchema } from '../../src/domain/schemas/event'
import { joinResultSchema } from '../../src/domain/schemas/event-snapshot'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { joinByCode } from '../services/events'

export const joinRoutes = new Hono<AppEnv>().post(
  '/',
  doc('Join an event by its code (joining twice is harmless)', joinResultSchema, {
    tags: ['Events'],
    errors: [400, 401, 404, 409],
  }),
  requireUser,
  v('json', joinSchema),
  async (c) => c.json(await joinByCode(c.var.db, me(c).id, c.req.valid('json').code)),
)
