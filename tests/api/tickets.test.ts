import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { client, signedInUser } from './helpers'

type Row = {
  user_id: string
  subject: string
  description: string
  image_url: string | null
  status: string
  priority: string
}

// Read the table itself, not the response: the point is what was (or was not) stored.
async function ticketsOf(userId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM support_tickets WHERE user_id = ?').bind(userId).all<Row>()
  return results
}

const post = (c: Awaited<ReturnType<typeof signedInUser>>['c'], json: unknown) =>
  c.fetch('/api/support-tickets', { method: 'POST', json })

describe('POST /api/support-tickets', () => {
  it('stores an open, medium-priority ticket for the signed-in user', async () => {
    const { c, id } = await signedInUser('ticket')
    const res = await post(c, { subject: '  Split is off by a cent ', description: 'Details here', imageUrl: '' })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { id: string; subject: string; status: string; priority: string }
    expect(body).toMatchObject({ subject: 'Split is off by a cent', status: 'open', priority: 'medium' })

    const rows = await ticketsOf(id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      user_id: id,
      subject: 'Split is off by a cent',
      description: 'Details here',
      image_url: null, // an empty screenshot URL is stored as null
      status: 'open',
      priority: 'medium',
    })
  })

  it('keeps a valid screenshot URL', async () => {
    const { c, id } = await signedInUser('ticket')
    const url = 'https://i.imgur.com/abc123.png'
    expect((await post(c, { subject: 'S', description: 'D', imageUrl: url })).status).toBe(201)
    expect((await ticketsOf(id))[0]?.image_url).toBe(url)
  })

  it("answers 401 'Not authenticated' when signed out", async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM support_tickets').first<{ n: number }>()
    const res = await client().fetch('/api/support-tickets', {
      method: 'POST',
      json: { subject: 'Hello', description: 'World' },
    })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Not authenticated')
    const after = await env.DB.prepare('SELECT count(*) AS n FROM support_tickets').first<{ n: number }>()
    expect(after?.n).toBe(before?.n)
  })

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['missing subject', { description: 'D' }, 'subject'],
    ['missing description', { subject: 'S' }, 'description'],
    ['blank subject after trim', { subject: '   ', description: 'D' }, 'subject'],
    ['blank description after trim', { subject: 'S', description: ' \n\t ' }, 'description'],
    ['non-http screenshot URL', { subject: 'S', description: 'D', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['ftp screenshot URL', { subject: 'S', description: 'D', imageUrl: 'ftp://example.com/a.png' }, 'imageUrl'],
  ]
  for (const [name, json, field] of bad) {
    it(`answers 400 for ${name} and writes nothing`, async () => {
      const { c, id } = await signedInUser('ticket')
      const res = await post(c, json)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } }
      expect(body.error.code).toBe('invalid_input')
      expect(body.error.fields[field]).toBeTruthy()
      expect(body.error.message).toBeTruthy()
      expect(await ticketsOf(id)).toHaveLength(0)
    })
  }
})
