import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { client, signedInUser, signIn } from './helpers'

const MESSAGE = 'Your account has been suspended. Please contact support for assistance.'

const suspend = (id: string) => env.DB.prepare("UPDATE profiles SET status = 'suspended' WHERE id = ?").bind(id).run()
const sessionCount = async (id: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM session WHERE user_id = ?').bind(id).first<{ n: number }>())?.n

describe('suspended accounts', () => {
  it('are refused at sign-in with ACCOUNT_SUSPENDED and the suspended message', async () => {
    const { user, id } = await signedInUser('susp')
    await suspend(id)
    const c = client()
    const res = await signIn(c, user.email, user.password)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'ACCOUNT_SUSPENDED', message: MESSAGE } })
    expect(c.cookie).toBe('')
  })

  it('do not reveal the suspension to someone without the password', async () => {
    const { user, id } = await signedInUser('susp2')
    await suspend(id)
    const res = await signIn(client(), user.email, 'a guess that is wrong')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_EMAIL_OR_PASSWORD' } })
  })

  it('lose every existing session: 403 account_suspended once, then 401 everywhere', async () => {
    const { c: phone, user, id } = await signedInUser('susp3')
    // Confirming the e-mail signs that browser in too (a third session): all of them must end.
    const before = (await sessionCount(id)) ?? 0
    const laptop = client()
    expect((await signIn(laptop, user.email, user.password)).status).toBe(200)
    expect(await sessionCount(id)).toBe(before + 1)
    expect(before).toBeGreaterThanOrEqual(1)

    await suspend(id)
    const res = await phone.fetch('/api/me')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: { code: 'account_suspended', message: MESSAGE } })
    expect(await sessionCount(id)).toBe(0)

    expect((await laptop.fetch('/api/me')).status).toBe(401)
    expect((await phone.fetch('/api/me')).status).toBe(401)
  })

  it('cannot use other signed-in routes either', async () => {
    const { c, id } = await signedInUser('susp4')
    await suspend(id)
    const res = await c.fetch('/api/me/profile', { method: 'PATCH', json: { firstName: 'Sneaky' } })
    expect(res.status).toBe(403)
    const row = await env.DB.prepare('SELECT first_name FROM profiles WHERE id = ?').bind(id).first()
    expect(row?.first_name).toBeNull()
  })

  it('work again once reactivated', async () => {
    const { user, id } = await signedInUser('susp5')
    await suspend(id)
    await env.DB.prepare("UPDATE profiles SET status = 'active' WHERE id = ?").bind(id).run()
    expect((await signIn(client(), user.email, user.password)).status).toBe(200)
  })
})
