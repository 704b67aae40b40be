import { zValidator } from '@hono/zod-validator'
import type { Context, Next, ValidationTargets } from 'hono'
import { resolver, uniqueSymbol } from 'hono-openapi'
import type * as z from 'zod'
import * as SERVER from '../../src/messages/server'
import type { AppEnv } from '../env'
import { ApiError } from './http-error'

/**
 * For rules whose words name an amount ('Price must be at most $100,000.00'): the same schema with the amounts
 * in the currency the request is about, or undefined to keep the US-dollar words. It is asked only when the
 * input is refused, so an accepted request reads nothing more.
 */
export type WordsInCurrency = (c: Context<AppEnv>, input: unknown) => Promise<z.ZodType | undefined>

// zod validation through @hono/zod-validator, with our error shape, and tagged
// so hono-openapi lists the same schema in /api/openapi.json: the document is
// generated from the schemas that really validate the requests.
export function v<T extends keyof ValidationTargets, S extends z.ZodType>(
  target: T,
  schema: S,
  wordsIn?: WordsInCurrency,
) {
  const inner = zValidator(target, schema, async (result, c) => {
    if (result.success) return
    // The same refusal, its amounts in the request's currency (the rules are the same, only the words differ).
    const inCurrency = await wordsIn?.(c as Context<AppEnv>, result.data)
    const again = inCurrency && (await inCurrency.safeParseAsync(result.data))
    const issues = again && !again.success ? again.error.issues : result.error.issues
    const fields: Record<string, string> = {}
    for (const issue of issues) {
      const key = issue.path.join('.') || '_'
      fields[key] ??= issue.message
    }
    const first = issues[0]
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
