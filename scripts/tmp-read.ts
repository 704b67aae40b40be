import { receiptReadInBrowser } from './lib/bench-browser'
// @ts-ignore
import { startLocalServer } from './lib/local-server.mjs'
const server = await startLocalServer({ port: '8898', build: false, vars: { BETTER_AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmn', AUTH_RATE_LIMIT_SCALE: '100' } })
try {
  const base = server.baseURL
  const jar = new Map<string,string>()
  const call = async (p: string, init: RequestInit = {}) => { const r = await fetch(base+p, {...init, headers: {'content-type':'application/json', origin: base, cookie: [...jar].map(([k,v])=>`${k}=${v}`).join('; ')}}); for (const c of r.headers.getSetCookie()) { const [pair] = c.split(';'); const i = pair!.indexOf('='); jar.set(pair!.slice(0,i), pair!.slice(i+1)) } return r }
  const email = `rr${Date.now()}@example.com`, password = 'Receipt-Bench-Password-1'
  await call('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify({ name: `rr${Date.now().toString(36)}`, email, password }) })
  const mail = await (await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json() as any
  await call(`/api/auth/verify-email?token=${new URL(mail[0].links[0]).searchParams.get('token')}`)
  await call('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) })
  await call('/api/me/profile', { method: 'PATCH', body: JSON.stringify({ firstName: 'Rita' }) })
  const { event } = await (await call('/api/events', { method: 'POST', body: JSON.stringify({ title: 'Receipt bench' }) })).json() as any
  const name = [...jar.keys()].find((k) => k.includes('session_token'))!
  console.log(await receiptReadInBrowser(base, event.id, '/work/shared/receipts/images/1000-receipt.jpg', { name, value: jar.get(name)! }))
} finally { server.stop() }
