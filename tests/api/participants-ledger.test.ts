import { describe, expect, it } from 'vitest'
import { addItem, eventWithMembers, expectError, itemPath, must, rows, send, snapOf, type User } from './event-fixtures'

// The host may remove someone who holds nothing in the event. The ledger outlives the tabs: once a
// recalculation leaves a person with no tab, a payment to or from them (someone owed money back) or the
// amount they paid for the bill still names them, and removing them would leave that money with nobody
// in the event to confirm it (issue 38, item 7).

const base = (eventId: string) => `/api/events/${eventId}`
const remove = (host: User, eventId: string, userId: string) =>
  send(host.c, 'DELETE', `${base(eventId)}/participants/${userId}`)
const ok = async (res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return res
}
const members = async (eventId: string) =>
  (await rows<{ user_id: string }>('SELECT user_id FROM event_participants WHERE event_id = ?', eventId))
    .map((r) => r.user_id)
    .sort()

/** Maria hosts Ann; a $30.00 steak, and `assign` gives it to someone. */
async function dinner() {
  const { host, members, eventId } = await eventWithMembers(1)
  const annU = must(members[0])
  const { item } = await addItem(host, eventId, 'Steak', 3000)
  const assign = async (userId: string) =>
    snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId } }))
  return { host, annU, eventId, assign }
}

/** Removing Ann is refused with `message` and the counts in `fields`; the members stay as they were. */
async function expectKept(host: User, annU: User, eventId: string, message: string, fields: Record<string, string>) {
  const before = await members(eventId)
  const err = await expectError(await remove(host, eventId, annU.id), 409, message, 'participant_holds')
  expect(err.error.fields).toMatchObject(fields)
  expect(await members(eventId)).toEqual(before)
}

describe('removing a participant the ledger involves', () => {
  it('is refused while a payment names them, even with no tab left, and nothing changes', async () => {
    const { host, annU, eventId, assign } = await dinner()
    await assign(annU.id)
    await ok(await send(host.c, 'POST', `${base(eventId)}/settlements/calculate`, {}))
    // Ann pays her $30.00 tab; Maria confirms it.
    await ok(await send(host.c, 'POST', `${base(eventId)}/payments`, { fromId: annU.id, amountCents: 3000 }), 201)
    // The steak was Maria's after all: sent again, Ann has no tab and Maria owes her $30.00 back.
    await snapOf(await send(host.c, 'PATCH', base(eventId), { status: 'open' }))
    await assign(host.id)
    await ok(await send(host.c, 'POST', `${base(eventId)}/settlements/calculate`, {}))
    await snapOf(await send(host.c, 'PATCH', base(eventId), { status: 'open' }))
    expect(await rows('SELECT id FROM settlements WHERE event_id = ?', eventId)).toEqual([])

    const name = annU.user.username
    await expectKept(
      host,
      annU,
      eventId,
      `${name} still holds 1 payment. Payments to or from ${name} stay on record, so ${name} stays in the event.`,
      { settlements: '0', payments: '1', payers: '0' },
    )
    // Ann can still see the event and the money Maria owes her.
    expect((await annU.c.fetch(`${base(eventId)}/settlements`)).status).toBe(200)
  })

  it('is refused while they are a recorded payer, and nothing changes', async () => {
    const { host, annU, eventId, assign } = await dinner()
    await assign(host.id)
    // Ann put the whole bill on her card; no tab has been sent yet.
    await ok(await send(host.c, 'PUT', `${base(eventId)}/payers`, { payers: [{ userId: annU.id, amountCents: 3000 }] }))
    const name = annU.user.username
    await expectKept(
      host,
      annU,
      eventId,
      `${name} still holds 1 amount paid for the bill. Reassign it first, then remove ${name}.`,
      {
        settlements: '0',
        payments: '0',
        payers: '1',
      },
    )
    expect(await rows('SELECT user_id FROM event_payers WHERE event_id = ?', eventId)).toEqual([{ user_id: annU.id }])
  })

  it('goes through once the host records someone else as the payer', async () => {
    const { host, annU, eventId } = await dinner()
    await ok(await send(host.c, 'PUT', `${base(eventId)}/payers`, { payers: [{ userId: annU.id, amountCents: 3000 }] }))
    await ok(await send(host.c, 'PUT', `${base(eventId)}/payers`, { payers: [] }))
    await snapOf(await remove(host, eventId, annU.id))
    expect(await members(eventId)).toEqual([host.id])
  })
})
