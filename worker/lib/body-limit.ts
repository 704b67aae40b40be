import type { Context, Next } from 'hono'

/**
 * Reads the request body, but gives up (cancelling the stream) as soon as more than `maxBytes` have
 * arrived, so a chunked upload without a Content-Length cannot make the worker buffer all of it.
 * Returns null when the body is too large.
 */
async function readBodyUpTo(body: ReadableStream<Uint8Array> | null, maxBytes: number) {
  if (!body) return new ArrayBuffer(0)
  const reader = body.getReader()
  const parts: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    parts.push(value)
  }
  const out = new Uint8Array(total)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.byteLength
  }
  return out.buffer
}

/** Middleware: refuses bodies over `maxBytes` (by Content-Length when sent, else while reading) with
 * `tooLarge()`, and hands the buffered body to later validators through hono's body cache. */
export function limitBody(maxBytes: number, tooLarge: () => Error) {
  return async (c: Context, next: Next) => {
    if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge()
    // A JSON body was already read (middleware/json-body.ts) and sits in hono's body cache.
    const body = c.req.raw.bodyUsed ? await c.req.arrayBuffer() : await readBodyUpTo(c.req.raw.body, maxBytes)
    if (body && body.byteLength > maxBytes) throw tooLarge()
    if (!body)
      throw tooLarge()
      // hono keeps promises in its body cache (its type says values); c.req.formData() and the form
      // validator then parse this copy instead of the already consumed stream.
    ;(c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(body)
    await next()
  }
}
