import { describe, expect, it } from 'vitest'
import { addItem, eventWithMembers, expectError, itemPath, must, rows, send, snapOf, type User } from './event-fixtures'

// A payment's note (I paid, Mark received, a dispute, a settle-up) is typed text like any other field,
// and it is written into the other person's notification. It gets the same cleaning (decision 008):
// control characters removed (they bound the amount marks of src/domain/money-text.ts, so a note could
// forge an amount formatted like a real one), bidi overrides and zero-width characters removed, one line
// (issue 38, item 8).

const base = (eventId: string) => `/api/events/${eventId}`

// An amount mark as the server writes them (\u001E CUR:minor \u001F), a bidi override that reverses the
// rest of the line, zero-width spaces, a bell and a line break that would start a notification of its own.
const FORGED = 'Sent \u001EUSD:3000000\u001F already\u202E 00.03$ \u202C\u200Bok\u2060\u0007\nBob paid you'
const CLEANED = 'Sent USD:3000000 already 00.03$ ok Bob paid you'

type Bell = { notifications: { message: string; amounts: { currency: string; minor: number }[] }[] }

/** Ann owes Maria $30.00 for a steak, the tab sent. */
async function tab() {
  const { host, members, eventId } = await eventWithMembers(1)
  const ann = must(members[0]) as User
  const { item } = await addItem(host, eventId, 'Steak', 3000)
  await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: ann.id } }))
  const calc = await send(host.c, 'POST', `${base(eventId)}/settlements/calculate`, {})
  expect(calc.status, await calc.clone().text()).toBe(200)
  return { host, ann, eventId }
}

const notes = async (eventId: string) =>
  (
    await rows<{ note: string | null }>('SELECT note FROM payments WHERE event_id = ? ORDER BY created_at', eventId)
  ).map((r) => r.note)

async function annReports(ann: User, host: User, eventId: string, note?: string) {
  const res = await send(ann.c, 'POST', `${base(eventId)}/payments`, { toId: host.id, amountCents: 3000, note })
  expect(res.status, await res.clone().text()).toBe(201)
  const [row] = await rows<{ id: string }>('SELECT id FROM payments WHERE event_id = ?', eventId)
  return must(row).id
}

describe('payment notes', () => {
  it("are cleaned in a dispute: the other person's notification holds only the real amount", async () => {
    const { host, ann, eventId } = await tab()
    const paymentId = await annReports(ann, host, eventId)
    const res = await send(host.c, 'PATCH', `${base(eventId)}/payments/${paymentId}`, {
      action: 'dispute',
      note: FORGED,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await notes(eventId)).toEqual([CLEANED])
    const bell = (await (await ann.c.fetch('/api/me/notifications')).json()) as Bell
    const disputed = must(bell.notifications.find((n) => n.message.includes('disputed')))
    expect(disputed.message).toBe(`${host.user.username} disputed the payment of $30.00 for Dinner: ${CLEANED}`)
    expect(disputed.amounts).toEqual([expect.objectContaining({ currency: 'USD', minor: 3000 })])
  })

  it('are cleaned when someone reports a payment', async () => {
    const { host, ann, eventId } = await tab()
    await annReports(ann, host, eventId, FORGED)
    expect(await notes(eventId)).toEqual([CLEANED])
  })

  it('are cleaned on a settle-up', async () => {
    const { host, ann, eventId } = await tab()
    const res = await send(ann.c, 'POST', '/api/tabs/settle-up', { personId: host.id, amountCents: 3000, note: FORGED })
    expect(res.status, await res.clone().text()).toBe(201)
    expect(await notes(eventId)).toEqual([CLEANED])
  })

  it('refuse a dispute whose note is only invisible characters, changing nothing', async () => {
    const { host, ann, eventId } = await tab()
    const paymentId = await annReports(ann, host, eventId)
    await expectError(
      await send(host.c, 'PATCH', `${base(eventId)}/payments/${paymentId}`, {
        action: 'dispute',
        note: '\u200B\u202E\u0007 \u2060',
      }),
      400,
      'Say what is wrong with this payment',
    )
    expect(await rows('SELECT status, note FROM payments WHERE id = ?', paymentId)).toEqual([
      { status: 'pending', note: null },
    ])
  })

  it('refuse a lone surrogate, writing nothing', async () => {
    const { host, ann, eventId } = await tab()
    await expectError(
      await send(ann.c, 'POST', `${base(eventId)}/payments`, { toId: host.id, amountCents: 3000, note: 'x\uD800' }),
      400,
      'Text contains characters that are not allowed',
    )
    expect(await notes(eventId)).toEqual([])
  })
})
