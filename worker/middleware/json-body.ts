import { createMiddleware } from 'hono/factory'
import * as SERVER from '../../src/messages/server'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/http-error'
import { nestedDeeperThan } from '../lib/json-depth'

const TOO_DEEP = SERVER.bodyTooDeep
const NOT_AN_OBJECT = SERVER.bodyNotObject

const isJson = (contentType: string | null | undefined) => !!contentType && /json/i.test(contentType)

/**
 * Every JSON body is scanned for depth before anything parses it, and refused (400) past 64 levels.
 * The text read here stays in hono's body cache, so the validators parse this copy.
 */
export const refuseDeepJson = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJson(c.req.header('content-type'))) {
    if (nestedDeeperThan(await c.req.text())) throw new ApiError(400, 'too_deep', TOO_DEEP)
  }
  await next()
})

/**
 * The request to hand to better-auth. Its endpoints expect a JSON object and fail with a 500 on any other
 * JSON value (`123`, `"str"`), so those are refused here. The body was read by refuseDeepJson, so the
 * request is rebuilt around the cached text.
 */
export async function authRequest(c: { req: { raw: Request; text(): Promise<string> } }): Promise<Request> {
  const raw = c.req.raw
  if (raw.method === 'GET' || raw.method === 'HEAD' || !isJson(raw.headers.get('content-type'))) return raw
  const text = await c.req.text()
  if (text.trim() !== '') {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new ApiError(400, 'http_error', SERVER.malformedRequestBody)
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiError(400, 'invalid_body', NOT_AN_OBJECT)
  }
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body: text })
}
