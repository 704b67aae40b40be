import { describe, expect, it } from 'vitest'
import type { SettlementsPage } from '../../src/domain/schemas/settlement'
import { addItem, eventWithMembers, itemPath, must, rows, send, snapOf, type User } from './event-fixtures'

// One wording of a tab's figures everywhere (issue 46 major 4 and two of its minor items, decision 048):
// after a payment and a recalculation that turns the tab round, the notification and the CSV say
// "$16.34 for this bill + $3.00 Leo paid you earlier = $19.34", never a negative amount, never a
// sentence starting in lower case, and the first notice names the event.

const base = (eventId: string) => `/api/events/${eventId}`
const notes = (userId: string) =>
  rows<{ title: string; message: string }>(
    'SELECT title, message FROM notifications WHERE user_id = ? ORDER BY created_at, id',
    userId,
  )
const ok = async (res: Response, status = 200) => {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return JSON.parse(text) as unknown
}
const named = async (u: User, firstName: string) => ok(await send(u.c, 'PATCH', '/api/me/profile', { firstName }))

/** Mia hosts Leo: Leo had $18.17, Mia $16.34, no tax or tip; Mia paid, sent tabs, and Leo paid her $3.00. */
async function leoPaidThree() {
  const { host: mia, members, eventId } = await eventWithMembers(1)
  const leo = must(members[0])
  await named(mia, 'Mia')
  await named(leo, 'Leo')
  for (const [name, cents, who] of [
    ['steak', 1817, leo],
    ['salad', 1634, mia],
  ] as const) {
    const { item } = await addItem(mia, eventId, name, cents)
    await snapOf(await send(mia.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: who.id } }))
  }
  await ok(await send(mia.c, 'POST', `${base(eventId)}/settlements/calculate`, {}))
  await ok(await send(mia.c, 'POST', `${base(eventId)}/payments`, { fromId: leo.id, amountCents: 300 }), 201)
  return { mia, leo, eventId }
}

describe('tab figures in one wording', () => {
  it('the first notice names the event and whom to pay', async () => {
    const { leo } = await leoPaidThree()
    expect((await notes(leo.id))[0]).toEqual({
      title: 'Settlement Calculated',
      message: 'Your settlement amount: $18.17 for Dinner: you owe Mia.',
    })
  })

  it('Leo turns out to have paid the restaurant: the notice and the CSV add his $3.00 to the new bill', async () => {
    const { mia, leo, eventId } = await leoPaidThree()
    await snapOf(await send(mia.c, 'PATCH', base(eventId), { status: 'open' }))
    await ok(await send(mia.c, 'PUT', `${base(eventId)}/payers`, { payers: [{ userId: leo.id, amountCents: 3451 }] }))
    const page = (
      (await ok(await send(mia.c, 'POST', `${base(eventId)}/settlements/calculate`, {}))) as {
        page: SettlementsPage
      }
    ).page
    expect(page.settlements.map((s) => [s.debtor.id, s.amountCents, s.paidCents, s.outstandingCents])).toEqual([
      [mia.id, 1634, -300, 1934],
    ])

    const told = must((await notes(leo.id)).at(-1))
    expect(told).toEqual({
      title: 'Tab Changed',
      message:
        'Your tab with Mia for Dinner changed from you owing Mia $18.17 to Mia owing you $16.34. Mia owes you: $16.34 for this bill + $3.00 you paid Mia earlier = $19.34.',
    })
    expect(told.message).not.toMatch(/-\$|\. [a-z]/)

    const csv = await (await mia.c.fetch(`${base(eventId)}/settlements/export.csv`)).text()
    expect(csv).toContain(
      'Settlement,Mia,owes Leo,,16.34,USD,pending,Mia owes Leo: $16.34 for this bill + $3.00 Leo paid Mia earlier = $19.34\r\n',
    )
    expect(csv).not.toMatch(/-\$/)
  })

  it('a lower bill the same way round: both amounts, then a capitalised sentence', async () => {
    const { mia, leo, eventId } = await leoPaidThree()
    await snapOf(await send(mia.c, 'PATCH', base(eventId), { status: 'open' }))
    const snap = await snapOf(await mia.c.fetch(base(eventId)))
    const steak = must(snap.items.find((i) => i.name === 'steak'))
    await snapOf(await send(mia.c, 'PATCH', itemPath(eventId, steak.id), { name: 'steak', priceCents: 849 }))
    await ok(await send(mia.c, 'POST', `${base(eventId)}/settlements/calculate`, {}))
    expect(must((await notes(leo.id)).at(-1)).message).toBe(
      'Your tab with Mia for Dinner changed from $18.17 to $8.49. You owe Mia: $8.49 for this bill − $3.00 you paid Mia = $5.49.',
    )
  })
})
