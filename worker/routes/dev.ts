import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod'
import { devMailbox } from '../db/schema'
import type { AppEnv } from '../env'
import { notFound } from '../lib/http-error'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
})

// The dev mailbox exists only when APP_ENV=development; elsewhere it is a 404.
export const devRoutes = new Hono<AppEnv>().get(
  '/mailbox',
  doc('Development only: mail that would have been sent, newest first', z.array(mailSchema), {
    tags: ['Development'],
    errors: [404],
  }),
  v('query', z.object({ to: z.string().trim().toLowerCase().optional() })),
  async (c) => {
    if (c.env.APP_ENV !== 'development') throw notFound()
    const { to } = c.req.valid('query')
    const rows = await c.var.db
      .select()
      .from(devMailbox)
      .where(to ? eq(devMailbox.to, to) : undefined)
      .orderBy(desc(devMailbox.createdAt))
      .limit(100)
    return c.json(
      rows.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        created_at: m.createdAt.toISOString(),
      })),
    )
  },
)
