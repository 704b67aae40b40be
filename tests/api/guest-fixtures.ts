import { createEvent, must, send } from './event-fixtures'
import { type Client, client, signedInUser } from './helpers'

// Guest accounts (decision 053): an event to join and a guest in it, through the same routes a browser uses.

export async function hostedEvent(body: Parameters<typeof createEvent>[1] = {}) {
  const host = await signedInUser('ghost')
  const snap = await createEvent(host, { title: 'Dumplings', ...body })
  return { host, eventId: snap.event.id, code: snap.event.joinCode }
}

export type Guest = { c: Client; id: string; firstName: string }

/** A guest who joined the event behind `code` with `firstName`, signed in on its own client. */
export async function joinedGuest(code: string, firstName = 'Sam', c: Client = client()): Promise<Guest> {
  const res = await send(c, 'POST', '/api/join/guest', { code, firstName })
  if (res.status !== 201) throw new Error(`guest join failed: ${res.status} ${await res.text()}`)
  const me = (await (await c.fetch('/api/me')).json()) as { profile: { id: string } }
  return { c, id: must(me.profile?.id, 'the guest’s profile'), firstName }
}
