import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { devMailbox } from '../../db/schema'

/** Development only: the newest 100 mails the app would have sent, optionally to one address. */
export async function listDevMail(db: Db, to?: string) {
  const rows = await db
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.to, to) : undefined)
    .orderBy(desc(devMailbox.createdAt))
    .limit(100)
  return rows.map((m) => ({
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    links: m.links,
    created_at: m.createdAt.toISOString(),
  }))
}
