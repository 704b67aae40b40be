import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import { resolver, uniqueSymbol } from 'hono-openapi'
import type * as z from 'zod'
import { ApiError } from './http-error'

// zod validation through @hono/zod-validator, with our error shape, and tagged
// so hono-openapi lists the same schema in /api/openapi.json: the document is
// generated from the schemas that really validate the requests.
export function v<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  const middleware = zValidator(target, schema, (result) => {
    if (result.success) return
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_'
      fields[key] ??= issue.message
    }
    const first = result.error.issues[0]
    throw new ApiError(400, 'invalid_input', first?.message ?? 'Invalid input', fields)
  })
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } })
}
