import { zValidator } from '@hono/zod-validator'
import type { Context, Next, ValidationTargets } from 'hono'
import { resolver, uniqueSymbol } from 'hono-openapi'
import type * as z from 'zod'
import { SERVER } from '../../src/messages/server'
import { ApiError } from './http-error'

// zod validation through @hono/zod-validator, with our error shape, and tagged
// so hono-openapi lists the same schema in /api/openapi.json: the document is
// generated from the schemas that really validate the requests.
export function v<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  const inner = zValidator(target, schema, (result) => {
    if (result.success) return
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_'
      fields[key] ??= issue.message
    }
    const first = result.error.issues[0]
    throw new ApiError(400, 'invalid_input', first?.message ?? SERVER.invalidInput, fields)
  })
  // A JSON body sent as something else would otherwise validate as {} and, on a PATCH, "succeed"
  // doing nothing: refuse it instead.
  const middleware =
    target === 'json'
      ? (((c: Context, next: Next) => {
          if (!/^application\/([a-z.+-]*\+)?json\b/i.test(c.req.header('content-type') ?? ''))
            throw new ApiError(415, 'unsupported_media_type', SERVER.sendJson)
          return inner(c, next)
        }) as unknown as typeof inner)
      : inner
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } })
}
