import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { type Auth, createAuth } from '../auth'
import { countingD1, createDb, type Db } from '../db/client'
import type { AppEnv } from '../env'

// Building better-auth is not free; reuse one instance per isolate and origin. It talks to D1 itself
// (reads start at the primary), never through a request's D1 session: a session object belongs to one
// request. Only the benchmark's counting mode builds one per request, so its queries are counted too.
let cached: { env: Env; origin: string; auth: Auth } | null = null

export function authFor(c: { env: Env; var: { db: Db }; req: { url: string; raw: Request } }): Auth {
  const { env } = c
  const origin = new URL(c.req.url).origin
  if (countsD1Calls(c)) return createAuth(env, c.var.db, origin)
  if (cached && cached.env === env && cached.origin === origin) return cached.auth
  const auth = createAuth(env, createDb(env.DB), origin)
  cached = { env, origin, auth }
  return auth
}

/** The D1 Sessions API bookmark of this browser: the newest database state it has seen (decision 023). */
const BOOKMARK_COOKIE = 'opentab_d1_bookmark'
/**
 * The benchmark's D1 round-trip count (decision 023): a request carrying this header gets it back with its
 * count, on a development server with BENCH_D1_COUNT=1 only. Counting wraps every statement, so only the
 * requests that ask pay for it: the throughput runs measure the worker as it serves.
 */
const D1_CALLS_HEADER = 'x-bench-d1-calls'

const countsD1Calls = (c: { env: Env; req: { raw: Request } }) =>
  c.env.APP_ENV === 'development' && c.env.BENCH_D1_COUNT === '1' && c.req.raw.headers.has(D1_CALLS_HEADER)

/**
 * Every request reads and writes D1 through one Sessions API session. It starts from the browser's
 * bookmark, so a read replica may answer but never with data older than what this person last saw
 * or wrote; without a bookmark a read may go anywhere and a write starts at the primary.
 */
// What a D1 bookmark is made of (hex groups joined by dashes). Anything else in the cookie (a NUL, a line
// break: header values D1 refuses with an error) is someone else's doing and is ignored.
const BOOKMARK_SHAPE = /^[0-9a-zA-Z-]{1,256}$/

export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, BOOKMARK_COOKIE)
  const bookmark = cookie && BOOKMARK_SHAPE.test(cookie) ? cookie : undefined
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD'
  let d1 = c.env.DB.withSession(bookmark || (reads ? 'first-unconstrained' : 'first-primary'))
  const counter = { calls: 0 }
  const counting = countsD1Calls(c)
  if (counting) d1 = countingD1(d1, counter)
  c.set('db', createDb(d1))
  c.set('session', null)
  c.set('profile', null)
  c.set('sessionToken', null)
  await next()
  // A WebSocket handshake's headers come from the Durable Object.
  if (c.res.status === 101) return
  const latest = d1.getBookmark()
  // Only a signed-in person gets (or moves) a bookmark: a visitor has nothing of their own to read back,
  // and a cookie on a signed-out client would make better-auth demand an Origin on its next POST.
  if (latest && latest !== bookmark && (bookmark || c.var.sessionToken)) {
    mutable(c)
    setCookie(c, BOOKMARK_COOKIE, latest, { path: '/api', httpOnly: true, secure: true, sameSite: 'Lax' })
  }
  if (counting) {
    mutable(c)
    c.res.headers.set(D1_CALLS_HEADER, String(counter.calls))
  }
})

// Headers of a response passed through from fetch() are immutable: copy it first.
function mutable(c: { res: Response }) {
  try {
    c.res.headers.set('x-probe', '1')
    c.res.headers.delete('x-probe')
  } catch {
    c.res = new Response(c.res.body, c.res)
  }
}
