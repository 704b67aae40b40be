import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { client, signedInUser } from './helpers'

type Profile = { id: string; username: string; handle: string; firstName: string | null; openToInvite: boolean }

const patch = (c: Awaited<ReturnType<typeof signedInUser>>['c'], json: unknown) =>
  c.fetch('/api/me/profile', { method: 'PATCH', json })

const stored = (id: string) => env.DB.prepare('SELECT * FROM profiles WHERE id = ?').bind(id).first()

describe('GET /api/me', () => {
  it('needs a session: 401 Not authenticated', async () => {
    const res = await client().fetch('/api/me')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Not authenticated' } })
  })

  it('returns the user and the profile', async () => {
    const { c, user, id } = await signedInUser('me')
    const body = (await (await c.fetch('/api/me')).json()) as { user: unknown; profile: Record<string, unknown> }
    expect(body.user).toEqual({ id, email: user.email.toLowerCase(), emailVerified: true, isGuest: false })
    expect(body.profile).toMatchObject({
      id,
      username: user.username,
      handle: user.username.toLowerCase(),
      firstName: null,
      role: 'user',
      status: 'active',
      openToInvite: false,
    })
    expect(Date.parse(body.profile.createdAt as string)).toBeGreaterThan(0)
  })
})

describe('PATCH /api/me/profile', () => {
  it('needs a session', async () => {
    const res = await client().fetch('/api/me/profile', { method: 'PATCH', json: { firstName: 'Ana' } })
    expect(res.status).toBe(401)
  })

  it('saves first name (trimmed), invite preference and a new username', async () => {
    const { c, id } = await signedInUser('upd')
    const username = `renamed_${Date.now().toString(36)}`
    const res = await patch(c, { firstName: '  Ana  ', openToInvite: true, username })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Profile
    expect(body).toMatchObject({ firstName: 'Ana', openToInvite: true, username })
    expect(await stored(id)).toMatchObject({ first_name: 'Ana', open_to_invite: 1, username })
  })

  it('stores an empty first name as null', async () => {
    const { c, id } = await signedInUser('blank')
    await patch(c, { firstName: 'Bo' })
    const res = await patch(c, { firstName: '   ' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as Profile).firstName).toBeNull()
    expect((await stored(id))?.first_name).toBeNull()
  })

  it("refuses another person's username in any case with 409", async () => {
    const a = await signedInUser('owner')
    const b = await signedInUser('taker')
    const res = await patch(b.c, { username: a.user.username.toUpperCase() })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: {
        code: 'username_taken',
        message: 'That username is already taken',
        fields: { username: 'That username is already taken' },
      },
    })
    expect((await stored(b.id))?.username).toBe(b.user.username)
  })

  it('lets people change the letter case of their own username', async () => {
    const { c, user } = await signedInUser('mycase')
    const res = await patch(c, { username: user.username.toUpperCase() })
    expect(res.status).toBe(200)
    expect(((await res.json()) as Profile).username).toBe(user.username.toUpperCase())
  })

  it('keeps the handle when the username changes', async () => {
    const { c, user } = await signedInUser('keep')
    const res = await patch(c, { username: `other_${Date.now().toString(36)}` })
    expect(((await res.json()) as Profile).handle).toBe(user.username.toLowerCase())
  })

  it('answers an empty PATCH with the unchanged profile (no 500)', async () => {
    const { c, id } = await signedInUser('empty')
    const before = await stored(id)
    const res = await patch(c, {})
    expect(res.status).toBe(200)
    expect(((await res.json()) as Profile).id).toBe(id)
    expect(await stored(id)).toEqual(before)
  })

  it('cleans a first name: bidi overrides and zero-width spaces go, invisible-only becomes empty', async () => {
    const { c, id } = await signedInUser('clean')
    const res = await patch(c, { firstName: ' A\u202Ena\u200B\u0000 ' })
    expect(((await res.json()) as Profile).firstName).toBe('Ana')
    expect(
      ((await (await patch(c, { firstName: '\u200D\u200B\u2066 \u3164' })).json()) as Profile).firstName,
    ).toBeNull()
    expect((await stored(id))?.first_name).toBeNull()
    const surrogate = await patch(c, { firstName: 'Ana\uD800' })
    expect(surrogate.status).toBe(400)
  })

  const invalid: Array<[string, unknown, string]> = [
    ['an empty username', { username: '' }, 'username'],
    ['a username with spaces', { username: 'a b c' }, 'username'],
    ['a 61-letter first name', { firstName: 'x'.repeat(61) }, 'firstName'],
    ['a non-boolean invite flag', { openToInvite: 'yes' }, 'openToInvite'],
    ['a role (not editable here)', { role: 'admin' }, '_'],
    ['a status (not editable here)', { status: 'active' }, '_'],
  ]
  for (const [label, body, field] of invalid) {
    it(`refuses ${label} with 400 and changes nothing`, async () => {
      const { c, id } = await signedInUser('inv')
      const before = await stored(id)
      const res = await patch(c, body)
      expect(res.status).toBe(400)
      const err = ((await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } })
        .error
      expect(err.code).toBe('invalid_input')
      expect(err.message).toBeTruthy()
      expect(Object.keys(err.fields)).toContain(field)
      expect(await stored(id)).toEqual(before)
    })
  }

  it('saves a default currency (read as its code) and a payment note, and clears both with null and empty', async () => {
    const { c, id } = await signedInUser('currency')
    const note = 'IBAN DE02 1203 0000 0000 2020 51\nBIC BYLADEM1001'
    const saved = await patch(c, { defaultCurrency: 'jpy', paymentNote: `  ${note}  ` })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ defaultCurrency: 'JPY', paymentNote: note })
    expect(await stored(id)).toMatchObject({ default_currency: 'JPY', payment_note: note })

    const cleared = await patch(c, { defaultCurrency: null, paymentNote: '' })
    expect(await cleared.json()).toMatchObject({ defaultCurrency: null, paymentNote: null })
    expect(await stored(id)).toMatchObject({ default_currency: null, payment_note: null })
  })

  it('refuses an unknown currency and an over-long note with their messages, changing nothing', async () => {
    const { c, id } = await signedInUser('badcurrency')
    await patch(c, { defaultCurrency: 'EUR', paymentNote: 'Cash is fine' })
    for (const [body, field, message] of [
      [
        { defaultCurrency: 'EURO', paymentNote: 'changed' },
        'defaultCurrency',
        'Choose a currency by its three-letter code, like USD or EUR',
      ],
      [
        { defaultCurrency: 'JPY', paymentNote: 'x'.repeat(201) },
        'paymentNote',
        'Payment note must be at most 200 characters',
      ],
    ] as const) {
      const res = await patch(c, body)
      expect(res.status).toBe(400)
      const { error } = (await res.json()) as { error: { fields?: Record<string, string> } }
      expect(error.fields?.[field]).toBe(message)
    }
    expect(await stored(id)).toMatchObject({ default_currency: 'EUR', payment_note: 'Cash is fine' })
  })

  it('refuses a malformed body with 400', async () => {
    const { c } = await signedInUser('malformed')
    const res = await c.fetch('/api/me/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":',
    })
    expect(res.status).toBe(400)
  })
})

describe('two people racing for one username', () => {
  it('gives it to exactly one of them; the other gets 409, never a 500', async () => {
    const a = await signedInUser('racea')
    const b = await signedInUser('raceb')
    const username = `prize_${Date.now().toString(36)}`
    const results = await Promise.all([patch(a.c, { username }), patch(b.c, { username })])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
  })
})
