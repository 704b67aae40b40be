import { Hono } from 'hono'
import { tabsSchema } from '../../src/domain/schemas/settlement'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { me, requireUser } from '../middleware/require-user'
import { readTabs } from '../services/tabs'

export const tabRoutes = new Hono<AppEnv>().use(requireUser).get(
  '/',
  doc('Open Tabs: my pending settlements, owed to me and owed by me, and the net per person', tabsSchema, {
    tags: ['Settlements'],
    errors: [401],
  }),
  async (c) => c.json(await readTabs(c.var.db, me(c).id)),
)
