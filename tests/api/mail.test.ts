import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { createDb } from '../../worker/db/client'
import { createMailer, resendMailer } from '../../worker/mail/mailer'
import { confirmEmailMessage, resetPasswordMessage } from '../../worker/mail/templates'
import { mailbox } from './helpers'

const KEY = 're_test_0123456789abcdef'
const message = confirmEmailMessage('ana@example.com', 'https://opentab.test/confirm-email?token=abc')

/** A fetch that records the request and answers with a recorded Resend response. */
function recorded(status: number, body: unknown) {
  const calls: Request[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init))
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { calls, fetchFn }
}

describe('Resend mailer', () => {
  it('posts the message to Resend with the key as a bearer token', async () => {
    const { calls, fetchFn } = recorded(200, { id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' })
    await resendMailer(KEY, 'OpenTab <no-reply@opentab.test>', fetchFn).send(message)
    expect(calls).toHaveLength(1)
    const req = calls[0] as Request
    expect(req.method).toBe('POST')
    expect(req.url).toBe('https://api.resend.com/emails')
    expect(req.headers.get('authorization')).toBe(`Bearer ${KEY}`)
    expect(await req.json()).toEqual({
      from: 'OpenTab <no-reply@opentab.test>',
      to: ['ana@example.com'],
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
  })

  it('reports a refusal with the status and the reason, never the key', async () => {
    const { fetchFn } = recorded(403, {
      statusCode: 403,
      name: 'validation_error',
      message: `The opentab.test domain is not verified (key ${KEY}).`,
    })
    const send = resendMailer(KEY, 'OpenTab <no-reply@opentab.test>', fetchFn).send(message)
    await expect(send).rejects.toThrow(/\(403\).*domain is not verified/)
    const err = await send.catch((e: Error) => e)
    expect(String(err)).not.toContain(KEY)
  })

  it('reports a rate-limited answer (429) as a failure too', async () => {
    const { fetchFn } = recorded(429, { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' })
    await expect(resendMailer(KEY, 'x@opentab.test', fetchFn).send(message)).rejects.toThrow(/429/)
  })
})

describe('choosing the mailer', () => {
  it('stores mail in the dev mailbox in development', async () => {
    const to = `dev.${Date.now()}@example.com`
    await createMailer({ ...env, APP_ENV: 'development' }, createDb(env.DB)).send(
      resetPasswordMessage(to, 'http://localhost/reset-password?token=t1'),
    )
    const [mail] = await mailbox(to)
    expect(mail).toMatchObject({ to, subject: 'Reset your OpenTab password' })
    expect(mail?.links).toEqual(['http://localhost/reset-password?token=t1'])
  })

  it('refuses to run in production without a provider key', () => {
    expect(() => createMailer({ ...env, APP_ENV: 'production', RESEND_API_KEY: '' }, createDb(env.DB))).toThrow(
      /RESEND_API_KEY/,
    )
  })
})

describe('dev mailbox', () => {
  it('is a 404 outside development', async () => {
    const res = await app.fetch(new Request('http://localhost/api/dev/mailbox'), { ...env, APP_ENV: 'production' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } })
  })

  it('lists mail newest first, filtered by recipient (any case)', async () => {
    const to = `order.${Date.now()}@example.com`
    const mailer = createMailer(env, createDb(env.DB))
    await mailer.send(confirmEmailMessage(to, 'http://localhost/confirm-email?token=first'))
    await new Promise((r) => setTimeout(r, 5))
    await mailer.send(resetPasswordMessage(to, 'http://localhost/reset-password?token=second'))
    const mails = await mailbox(to.toUpperCase())
    expect(mails.map((m) => m.subject)).toEqual(['Reset your OpenTab password', 'Confirm your OpenTab account'])
    expect(mails.every((m) => m.to === to)).toBe(true)
  })
})

describe('templates', () => {
  it('escape the link in HTML and keep it whole in the text', () => {
    const url = 'https://opentab.test/confirm-email?token=a"b<c>&d'
    const m = confirmEmailMessage('x@example.com', url)
    expect(m.text).toContain(url)
    expect(m.html).not.toContain('a"b<c>')
    expect(m.html).toContain('a&quot;b&lt;c&gt;&amp;d')
  })
})
