import { Hono } from 'hono'
import { siteStatusSchema } from '../../src/domain/schemas/admin'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { readSettings } from '../services/admin/admin-settings'

// What every page may know about the site, signed in or not: the maintenance banner reads it.
export const siteStatusRoutes = new Hono<AppEnv>().get(
  '/',
  doc('Whether the site is in maintenance mode, and the support address', siteStatusSchema, {
    tags: ['Support'],
    errors: [],
  }),
  async (c) => {
    const s = await readSettings(c.var.db)
    return c.json({ maintenanceMode: s.maintenanceMode, supportEmail: s.supportEmail })
  },
)
