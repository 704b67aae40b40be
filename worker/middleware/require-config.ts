import { createMiddleware } from 'hono/factory'
import * as SERVER from '../../src/messages/server'
import { configProblem } from '../lib/config-check'
import { withSecurityHeaders } from './security-headers'

let logged = false

/**
 * Refuses every request while the worker's settings are unusable, saying what to set and where, instead of
 * failing deep inside sign-in or the session check on every signed-in request. The message names a setting,
 * never its value. Checked per request (a string length), because settings can change without a new isolate.
 */
export const requireConfig = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const problem = configProblem(c.env)
  if (!problem) return next()
  if (!logged) console.error(`OpenTab is not configured: ${problem}`)
  logged = true
  const body = { error: { code: 'not_configured', message: SERVER.notConfigured(problem) } }
  const api = new URL(c.req.url).pathname.startsWith('/api/')
  // It answers before the API's and the pages' own header middleware run, so it adds the headers itself.
  const out = { res: api ? c.json(body, 503) : c.text(body.error.message, 503) }
  withSecurityHeaders(out)
  return out.res
})
