import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv } from '../env'
import { notFound } from '../lib/http-error'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { listDevMail } from '../services/account/dev-mailbox'

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
    return c.json(await listDevMail(c.var.db, c.req.valid('query').to))
  },
)
