import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../worker/index'
import { GUEST_IDLE_DAYS } from '../../worker/services/people/idle-guests'
import { addItem, rows, send } from './event-fixtures'
import { hostedEvent, joinedGuest } from './guest-fixtures'
import { signedInUser } from './helpers'

// The daily Cron Trigger (wrangler.toml) deletes guest accounts nobody will come back to, and nothing else.

const DAY = 86_400_000

/** Moves an account's creation and its sessions' last use `days` into the past. */
async function idleFor(userId: string, days: number) {
  const then = Date.now() - days * DAY
  await env.DB.batch([
    env.DB.prepare('UPDATE user SET created_at = ? WHERE id = ?').bind(then, userId),
    env.DB.prepare('UPDATE session SET updated_at = ?, created_at = ? WHERE user_id = ?').bind(then, then, userId),
  ])
}

async function runCron() {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '17 4 * * *' }), env, ctx)
  await waitOnExecutionContext(ctx)
}

const exists = async (userId: string) => (await rows('SELECT id FROM user WHERE id = ?', userId)).length === 1

describe('the scheduled clean-up of guest accounts', () => {
  it(`deletes a guest idle for more than ${GUEST_IDLE_DAYS} days that left nothing behind, with its membership`, async () => {
    const { eventId, code } = await hostedEvent()
    const guest = await joinedGuest(code, 'Idle')
    await idleFor(guest.id, GUEST_IDLE_DAYS + 1)
    await runCron()
    expect(await exists(guest.id)).toBe(false)
    expect(await rows('SELECT * FROM profiles WHERE id = ?', guest.id)).toEqual([])
    expect(
      await rows('SELECT * FROM event_participants WHERE event_id = ? AND user_id = ?', eventId, guest.id),
    ).toEqual([])
  })

  it('keeps a guest that used its session within the period', async () => {
    const { code } = await hostedEvent()
    const guest = await joinedGuest(code, 'Recent')
    await idleFor(guest.id, GUEST_IDLE_DAYS - 1)
    await runCron()
    expect(await exists(guest.id)).toBe(true)
  })

  it('keeps an idle guest that owns an item (it owes money: the bill must not change)', async () => {
    const { host, eventId, code } = await hostedEvent()
    const guest = await joinedGuest(code, 'Owes')
    const item = (await addItem(host, eventId, 'Noodles', 1200)).item.id
    const res = await send(host.c, 'POST', `/api/events/${eventId}/items/${item}/assign`, {
      assignee: { userId: guest.id },
    })
    expect(res.status).toBe(200)
    await idleFor(guest.id, GUEST_IDLE_DAYS + 5)
    await runCron()
    expect(await exists(guest.id)).toBe(true)
  })

  it('keeps an idle guest that wrote in the chat', async () => {
    const { eventId, code } = await hostedEvent()
    const guest = await joinedGuest(code, 'Talks')
    expect((await send(guest.c, 'POST', `/api/events/${eventId}/comments`, { content: 'Hi' })).status).toBe(201)
    await idleFor(guest.id, GUEST_IDLE_DAYS + 5)
    await runCron()
    expect(await exists(guest.id)).toBe(true)
  })

  it('never deletes a full account, however idle', async () => {
    const person = await signedInUser('idlefull')
    await idleFor(person.id, GUEST_IDLE_DAYS + 100)
    await runCron()
    expect(await exists(person.id)).toBe(true)
  })
})
