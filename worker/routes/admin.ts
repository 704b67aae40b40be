import { Hono } from 'hono'
import * as z from 'zod'
import {
  adminEventPageSchema,
  adminTicketPageSchema,
  adminTicketSchema,
  adminUserEditSchema,
  adminUserPageSchema,
  adminUserSchema,
  EXPORT_TABLES,
  listQuerySchema,
  okSchema,
  overviewSchema,
  settingsSchema,
  ticketListQuerySchema,
  ticketStatusSchema,
} from '../../src/domain/schemas/admin'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { requireAdmin } from '../middleware/require-admin'
import { me, requireUser } from '../middleware/require-user'
import { exportCsv } from '../services/admin/admin-export'
import { listAllEvents, listTickets, overview, setTicketStatus } from '../services/admin/admin-lists'
import { readSettings, updateSettings } from '../services/admin/admin-settings'
import { editUser, listUsers } from '../services/admin/admin-users'
import { publishEventChange, publishEventDeleted } from '../services/messages/live'
import { deleteUser } from '../services/people/delete-user'

// The admin portal's API (docs/decisions/021 and 022). Every route: signed in (401), role admin or super_admin (403).
const tags = ['Admin']
const errors = [400, 401, 403]
const idParam = z.object({ id: z.string().min(1).max(100) })

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get(
    '/overview',
    doc('Counts, sign-ups and events per day, the audit log', overviewSchema, { tags, errors }),
    async (c) => c.json(await overview(c.var.db)),
  )
  .get(
    '/users',
    doc('Users, newest first, with search and paging', adminUserPageSchema, { tags, errors }),
    v('query', listQuerySchema),
    async (c) => {
      const { q, page } = c.req.valid('query')
      return c.json(await listUsers(c.var.db, q || undefined, page ?? 1))
    },
  )
  .patch(
    '/users/:id',
    doc('Edit a user: username, first name, role, status (suspend or reactivate)', adminUserSchema, {
      tags,
      errors: [...errors, 404, 409],
    }),
    v('param', idParam),
    v('json', adminUserEditSchema),
    async (c) => c.json(await editUser(c.var.db, c.env, me(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete(
    '/users/:id',
    doc('Delete a user and everything that is theirs (decision 021)', okSchema, {
      tags,
      errors: [...errors, 404, 409],
    }),
    v('param', idParam),
    async (c) => {
      const done = await deleteUser(c.var.db, c.env, me(c), c.req.valid('param').id)
      for (const id of done.hostedEventIds) publishEventDeleted(c, id)
      for (const e of done.changedEvents) publishEventChange(c, e.id, e.version)
      return c.json({ ok: true as const })
    },
  )
  .get(
    '/tickets',
    doc('Support tickets, newest first, optionally by status', adminTicketPageSchema, { tags, errors }),
    v('query', ticketListQuerySchema),
    async (c) => {
      const { status, page } = c.req.valid('query')
      return c.json(await listTickets(c.var.db, status, page ?? 1))
    },
  )
  .patch(
    '/tickets/:id',
    doc("Change a ticket's status", adminTicketSchema, { tags, errors: [...errors, 404] }),
    v('param', idParam),
    v('json', ticketStatusSchema),
    async (c) => c.json(await setTicketStatus(c.var.db, me(c), c.req.valid('param').id, c.req.valid('json').status)),
  )
  .get(
    '/events',
    doc('All events with host, participant and item counts, newest first', adminEventPageSchema, { tags, errors }),
    v('query', listQuerySchema),
    async (c) => {
      const { q, page } = c.req.valid('query')
      return c.json(await listAllEvents(c.var.db, q || undefined, page ?? 1))
    },
  )
  .get(
    '/export/:table',
    doc('A table as CSV (streamed)', z.string(), { tags, errors }),
    v('param', z.object({ table: z.enum(EXPORT_TABLES) })),
    (c) => {
      const table = c.req.valid('param').table
      return c.body(exportCsv(c.var.db, table), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${table}.csv"`,
        'Cache-Control': 'no-store',
      })
    },
  )
  .get('/settings', doc('The global settings', settingsSchema, { tags, errors }), async (c) =>
    c.json(await readSettings(c.var.db)),
  )
  .put(
    '/settings',
    doc('Save the global settings', settingsSchema, { tags, errors }),
    v('json', settingsSchema),
    async (c) => c.json(await updateSettings(c.var.db, me(c), c.req.valid('json'))),
  )
