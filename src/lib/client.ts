import { type ClientResponse, hc } from 'hono/client'
import * as NETWORK from '@/messages/network'
// Type-only: the worker's routes describe what each endpoint takes and answers, so a route and its
// caller cannot drift apart. tsc reads the worker project's emitted .d.ts (tsconfig.app.json
// references tsconfig.worker.json), so no worker code or Workers runtime types enter the browser.
import type { AppType } from '../../worker/app'
import { ApiRequestError } from './api'

/**
 * The browser's one way to call our JSON API: `client.api.events[':id'].$get({ param: { id } })` reads
 * like the URL it fetches. Path params are not encoded by hono, so callers encode ids they pass.
 * better-auth's /api/auth/* endpoints are not in AppType; they go through ./auth-client.
 */
export const client = hc<AppType>('/', { init: { credentials: 'same-origin' } })

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } }

/**
 * Awaits a client call and returns its typed JSON (the route's own response type). Anything but 2xx
 * throws ApiRequestError with the server's code, message (meant to be shown as is) and field errors.
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Awaited<ReturnType<R['json']>>> {
  let res: R
  try {
    res = await call
  } catch {
    throw new ApiRequestError(0, 'network', NETWORK.networkError)
  }
  if (res.ok) return (await res.json()) as Awaited<ReturnType<R['json']>>
  const err = ((await res.json().catch(() => null)) as ErrorBody | null)?.error
  throw new ApiRequestError(
    res.status,
    err?.code ?? 'http_error',
    err?.message ?? NETWORK.requestFailed(res.status),
    err?.fields,
  )
}
