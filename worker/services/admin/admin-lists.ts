import { and, count, desc, eq, gte, or, sql } from 'drizzle-orm'
import type { AdminEvent, AdminOverview, AdminTicket, TICKET_STATUSES } from '../../../src/domain/schemas/admin'
import * as ADMIN from '../../../src/messages/admin'
import type { Db } from '../../db/client'
import { containsText } from '../../db/contains'
import { eventParticipants, events, items, pendingInvites, profiles, supportTickets } from '../../db/schema'
import type { Profile } from '../../env'
import { notFound } from '../../lib/http-error'
import { auditListQuery, auditWrite, toAuditEntry } from './audit'

// The admin portal's reads (Overview, Tickets, Events) and the ticket status change. Each screen is one
// D1 batch.

const ADMIN_PAGE_SIZE = 20
const DAY = 86_400_000
const CHART_DAYS = 30

const dayOf = (column: unknown) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`

export async function overview(db: Db, now = Date.now()): Promise<AdminOverview> {
  const from = new Date(Math.floor(now / DAY) * DAY - (CHART_DAYS - 1) * DAY)
  const [[users], [eventCount], [tickets], [invites], signups, created, audit] = await db.batch([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open')),
    db
      .select({ n: count() })
      .from(pendingInvites)
      .where(and(eq(pendingInvites.status, 'pending'), gte(pendingInvites.expiresAt, new Date(now)))),
    db
      .select({ day: dayOf(profiles.createdAt), n: count() })
      .from(profiles)
      .where(gte(profiles.createdAt, from))
      .groupBy(dayOf(profiles.createdAt)),
    db
      .select({ day: dayOf(events.createdAt), n: count() })
      .from(events)
      .where(gte(events.createdAt, from))
      .groupBy(dayOf(events.createdAt)),
    auditListQuery(db),
  ])
  const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, r.n]))
  const s = byDay(signups)
  const e = byDay(created)
  const daily = Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = new Date(from.getTime() + i * DAY).toISOString().slice(0, 10)
    return { day, signups: s.get(day) ?? 0, events: e.get(day) ?? 0 }
  })
  return {
    counts: {
      users: users?.n ?? 0,
      events: eventCount?.n ?? 0,
      openTickets: tickets?.n ?? 0,
      pendingInvites: invites?.n ?? 0,
    },
    daily,
    audit: audit.map(toAuditEntry),
  }
}

type TicketStatus = (typeof TICKET_STATUSES)[number]

const ticketColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  description: supportTickets.description,
  imageUrl: supportTickets.imageUrl,
  status: supportTickets.status,
  priority: supportTickets.priority,
  createdAt: supportTickets.createdAt,
  // Not profiles.id: two columns named 'id' in one D1 batch row would collide.
  userId: supportTickets.userId,
  username: profiles.username,
  email: profiles.email,
}

type TicketRow = Omit<AdminTicket, 'user' | 'createdAt'> & {
  createdAt: Date
  userId: string
  username: string
  email: string
}

const toTicket = (r: TicketRow): AdminTicket => ({
  id: r.id,
  subject: r.subject,
  description: r.description,
  imageUrl: r.imageUrl,
  status: r.status,
  priority: r.priority,
  createdAt: r.createdAt.toISOString(),
  user: { id: r.userId, username: r.username, email: r.email },
})

export async function listTickets(db: Db, status: TicketStatus | undefined, page: number) {
  const where = status ? eq(supportTickets.status, status) : undefined
  const [[total], rows] = await db.batch([
    db.select({ n: count() }).from(supportTickets).where(where),
    db
      .select(ticketColumns)
      .from(supportTickets)
      .innerJoin(profiles, eq(profiles.id, supportTickets.userId))
      .where(where)
      .orderBy(desc(supportTickets.createdAt), supportTickets.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
  ])
  return { rows: rows.map(toTicket), page, pageSize: ADMIN_PAGE_SIZE, total: total?.n ?? 0 }
}

/** Sets a ticket's status; the change and its audit entry are one batch. */
export async function setTicketStatus(db: Db, actor: Profile, id: string, status: TicketStatus) {
  const [before] = await db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(profiles, eq(profiles.id, supportTickets.userId))
    .where(eq(supportTickets.id, id))
  if (!before) throw notFound(ADMIN.ticketNotFound)
  if (before.status === status) return toTicket(before)
  await db.batch([
    db.update(supportTickets).set({ status }).where(eq(supportTickets.id, id)),
    auditWrite(db, actor, {
      action: 'ticket.status',
      targetType: 'ticket',
      targetId: id,
      targetLabel: before.subject,
      before: { status: before.status },
      after: { status },
    }),
  ])
  return toTicket({ ...before, status })
}

/** Every event, newest first, with host, participant count and item count; search by title or host. */
export async function listAllEvents(db: Db, q: string | undefined, page: number) {
  const where = q
    ? or(
        containsText(events.title, q),
        containsText(profiles.username, q),
        sql`${events.joinCode} = ${q.toUpperCase()}`,
      )
    : undefined
  const [[total], rows] = await db.batch([
    db.select({ n: count() }).from(events).innerJoin(profiles, eq(profiles.id, events.hostId)).where(where),
    db
      .select({
        id: events.id,
        title: events.title,
        status: events.status,
        createdAt: events.createdAt,
        totalCents: events.totalCents,
        currency: events.currency,
        hostId: events.hostId,
        hostUsername: profiles.username,
        participantCount: sql<number>`(select count(*) from ${eventParticipants} where ${eventParticipants.eventId} = ${events.id})`,
        itemCount: sql<number>`(select count(*) from ${items} where ${items.eventId} = ${events.id})`,
      })
      .from(events)
      .innerJoin(profiles, eq(profiles.id, events.hostId))
      .where(where)
      .orderBy(desc(events.createdAt), events.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
  ])
  const out: AdminEvent[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    totalCents: r.totalCents,
    currency: r.currency,
    host: { id: r.hostId, username: r.hostUsername },
    participantCount: Number(r.participantCount),
    itemCount: Number(r.itemCount),
  }))
  return { rows: out, page, pageSize: ADMIN_PAGE_SIZE, total: total?.n ?? 0 }
}
