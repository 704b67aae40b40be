import * as COMMON from '../../src/messages/common'
import * as SERVER from '../../src/messages/server'
import type { ApiErrorBody } from './http-error'

const CODE_FOR_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
}

/**
 * better-auth answers errors as `{ code, message }`; every other route answers
 * `{ error: { code, message } }`. This rewrites an auth error response into our shape, keeping
 * the status, the headers (cookies, X-Retry-After) and better-auth's code (the browser client maps
 * those codes to the app's own wording, src/lib/auth-client.ts). A server failure says nothing of its cause.
 */
export async function inApiErrorShape(res: Response): Promise<Response> {
  if (res.status < 400) return res
  const text = await res.text()
  let body: { code?: unknown; message?: unknown } = {}
  try {
    body = JSON.parse(text) ?? {}
  } catch {}
  let error: ApiErrorBody['error']
  if (res.status >= 500) error = { code: 'internal', message: COMMON.somethingWentWrong }
  else
    error = {
      code: typeof body.code === 'string' && body.code ? body.code : (CODE_FOR_STATUS[res.status] ?? 'AUTH_ERROR'),
      message: typeof body.message === 'string' && body.message ? body.message : SERVER.requestFailedPlain,
    }
  const headers = new Headers(res.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Response(JSON.stringify({ error } satisfies ApiErrorBody), { status: res.status, headers })
}
