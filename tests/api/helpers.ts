import { exports } from 'cloudflare:workers'

const ORIGIN = 'http://localhost'
let ipCounter = 0

/** A fresh client IP per test user, so per-IP rate limits don't couple tests. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

export type Client = {
  ip: string
  cookie: string
  fetch: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>
}

/** A tiny browser stand-in: keeps cookies, sends Origin like a browser does for better-auth's CSRF check. */
export function client(ip = freshIp()): Client {
  const jar = new Map<string, string>()
  const c: Client = {
    ip,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers)
      headers.set('origin', ORIGIN)
      headers.set('cf-connecting-ip', ip)
      if (jar.size) headers.set('cookie', c.cookie)
      let body = init.body
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      }
      const res = await exports.default.fetch(`${ORIGIN}${path}`, { ...init, headers, body, redirect: 'manual' })
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const eq = pair?.indexOf('=') ?? -1
        if (!pair || eq < 0) continue
        const name = pair.slice(0, eq)
        const value = pair.slice(eq + 1)
        if (value === '' || /max-age=0/i.test(line)) jar.delete(name)
        else jar.set(name, value)
      }
      return res
    },
  }
  return c
}

let userCounter = 0
export function uniqueUser(prefix = 'user') {
  const n = `${Date.now().toString(36)}${++userCounter}`
  return {
    username: `${prefix}_${n}`.slice(0, 30),
    email: `${prefix}.${n}@example.com`,
    password: 'correct horse battery staple',
  }
}

export async function mailbox(to: string) {
  const res = await exports.default.fetch(`${ORIGIN}/api/dev/mailbox?to=${encodeURIComponent(to)}`)
  return (await res.json()) as Array<{ to: string; subject: string; text: string; links: string[]; created_at: string }>
}

export async function signUp(c: Client, user = uniqueUser()) {
  const res = await c.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: user.username, email: user.email, password: user.password },
  })
  return { res, user }
}

/** The token from the newest link in the user's mail whose path is `path`. */
export async function tokenFromMail(email: string, path: string) {
  const mails = await mailbox(email)
  for (const m of mails) {
    for (const link of m.links) {
      const url = new URL(link)
      if (url.pathname === path) return url.searchParams.get('token') ?? ''
    }
  }
  throw new Error(`no ${path} link mailed to ${email}`)
}

export async function confirm(c: Client, email: string) {
  const token = await tokenFromMail(email, '/confirm-email')
  return c.fetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)
}

export async function signIn(c: Client, email: string, password: string) {
  return c.fetch('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })
}

/** A confirmed, signed-in user. */
export async function signedInUser(prefix = 'user') {
  const c = client()
  const { res, user } = await signUp(c, uniqueUser(prefix))
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  await confirm(c, user.email)
  const login = await signIn(c, user.email, user.password)
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  const me = (await (await c.fetch('/api/me')).json()) as { profile: { id: string } }
  return { c, user, id: me.profile.id }
}

/** Gives an account a role straight in D1 (what `npm run make-admin` does locally). */
export async function setRole(id: string, role: 'user' | 'moderator' | 'admin' | 'super_admin') {
  const { env } = await import('cloudflare:test')
  await env.DB.prepare('UPDATE profiles SET role = ? WHERE id = ?').bind(role, id).run()
}

/** A confirmed, signed-in user with the given role. */
export async function signedInWithRole(role: 'user' | 'moderator' | 'admin' | 'super_admin', prefix: string = role) {
  const u = await signedInUser(prefix.replace(/[^a-z_]/g, '').slice(0, 12))
  if (role !== 'user') await setRole(u.id, role)
  return u
}
