import { describe, expect, it } from 'vitest'
import { addItem, createEvent, eventWithMembers, expectError, rows, send } from './event-fixtures'
import { signedInUser, signedInWithRole } from './helpers'

describe('admin: tickets', () => {
  it('lists tickets with the user, filters by status, and changes status (audited)', async () => {
    const admin = await signedInWithRole('admin')
    const u = await signedInUser('ticketer')
    const made = await send(u.c, 'POST', '/api/support-tickets', {
      subject: 'Broken, "badly"',
      description: 'It broke',
      imageUrl: 'https://example.com/shot.png',
    })
    const { id } = (await made.json()) as { id: string }
    const list = (await (await admin.c.fetch('/api/admin/tickets?status=open')).json()) as {
      rows: { id: string; user: { username: string; email: string }; imageUrl: string; priority: string }[]
    }
    expect(list.rows.find((t) => t.id === id)).toMatchObject({
      user: { username: u.user.username, email: u.user.email },
      imageUrl: 'https://example.com/shot.png',
      priority: 'medium',
    })
    const res = await send(admin.c, 'PATCH', `/api/admin/tickets/${id}`, { status: 'in_progress' })
    expect(await res.json()).toMatchObject({ id, status: 'in_progress' })
    const open = (await (await admin.c.fetch('/api/admin/tickets?status=open')).json()) as { rows: { id: string }[] }
    expect(open.rows.map((t) => t.id)).not.toContain(id)
    const busy = (await (await admin.c.fetch('/api/admin/tickets?status=in_progress')).json()) as {
      rows: { id: string }[]
    }
    expect(busy.rows.map((t) => t.id)).toContain(id)
    await expectError(await send(admin.c, 'PATCH', `/api/admin/tickets/${id}`, { status: 'done' }), 400)
    await expectError(
      await send(admin.c, 'PATCH', '/api/admin/tickets/nope', { status: 'closed' }),
      404,
      'Ticket not found',
    )
    await expectError(await admin.c.fetch('/api/admin/tickets?status=weird'), 400)
    expect(await rows('SELECT action FROM admin_audit_log WHERE target_id = ?', id)).toEqual([
      { action: 'ticket.status' },
    ])
  })
})

describe('admin: events', () => {
  it('lists every event newest first with host, participant and item counts, searchable', async () => {
    const admin = await signedInWithRole('admin')
    const { host, eventId } = await eventWithMembers(2, { title: 'Quokka supper' })
    await addItem(host, eventId, 'Soup', 500)
    const later = await createEvent(host, { title: 'Quokka brunch', currency: 'JPY' })
    const res = (await (await admin.c.fetch('/api/admin/events?q=quokka')).json()) as {
      rows: {
        id: string
        host: { username: string }
        participantCount: number
        itemCount: number
        totalCents: number
        currency: string
      }[]
      total: number
    }
    expect(res.total).toBe(2)
    expect(res.rows.map((r) => r.id)).toEqual([later.event.id, eventId])
    expect(res.rows[1]).toMatchObject({ host: { username: host.user.username }, participantCount: 3, itemCount: 1 })
    // Each total in its own event's currency (minor units): the screen formats it in that currency.
    expect(res.rows.map((r) => [r.totalCents, r.currency])).toEqual([
      [0, 'JPY'],
      [500, 'USD'],
    ])
  })
})

describe('admin: CSV export', () => {
  it('streams each table with a header row, UTF-8 and correct quoting', async () => {
    const admin = await signedInWithRole('admin')
    const host = await signedInUser('csv')
    const snap = await createEvent(host, { title: 'José, "the" =cafe', description: 'two\nlines' })
    await addItem(host, snap.event.id, 'Tea, hot', 1234)
    const yen = await createEvent(host, { title: 'Ramen', currency: 'JPY' })
    await addItem(host, yen.event.id, 'Gyoza', 1200)
    const events = await admin.c.fetch('/api/admin/export/events')
    expect(events.status).toBe(200)
    expect(events.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(events.headers.get('content-disposition')).toBe('attachment; filename="events.csv"')
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(await events.arrayBuffer())
    expect(text.startsWith('\uFEFFid,title,description,host_id,')).toBe(true)
    expect(text).toContain(`${snap.event.id},"José, ""the"" =cafe","two\nlines",${host.id},open,`)
    const items = await (await admin.c.fetch('/api/admin/export/items')).text()
    // Amounts with their currency's own decimals and a currency column after them: dollars and yen.
    expect(items).toContain('"Tea, hot",12.34,USD,limbo')
    expect(items).toContain('Gyoza,1200,JPY,limbo')
    expect(text).toContain(',subtotal,tax,tip,total,currency,tax_percent,')
    expect(text).toContain(`${yen.event.id},Ramen,,${host.id},open,,1200,0,0,1200,JPY,`)
    for (const table of ['profiles', 'support_tickets']) {
      const res = await admin.c.fetch(`/api/admin/export/${table}`)
      expect(res.status).toBe(200)
    }
    await expectError(await admin.c.fetch('/api/admin/export/session'), 400)
  })

  it('pages through a table larger than one page', async () => {
    const admin = await signedInWithRole('admin')
    const users = await Promise.all([1, 2, 3].map((i) => signedInUser(`pg${i}`)))
    const { exportCsv } = await import('../../worker/services/admin/admin-export')
    const { createDb } = await import('../../worker/db/client')
    const { env } = await import('cloudflare:test')
    const text = await new Response(exportCsv(createDb(env.DB), 'profiles', 2)).text()
    const lines = text.trim().split('\r\n')
    const [{ n } = { n: 0 }] = await rows<{ n: number }>('SELECT count(*) AS n FROM profiles')
    expect(lines).toHaveLength(n + 1)
    for (const u of [...users, admin]) expect(text).toContain(u.id)
  })
})
