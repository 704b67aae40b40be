import { type DescribeRouteOptions, describeRoute, resolver } from 'hono-openapi'
import * as z from 'zod'

export const errorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  })
  .meta({ id: 'Error' })

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema: resolver(schema) } } })

/** Documents a route's response shapes (requests come from the `v` validators). */
export function doc(
  summary: string,
  ok: z.ZodType,
  opts: { status?: number; tags?: string[]; errors?: number[] } = {},
) {
  const responses: NonNullable<DescribeRouteOptions['responses']> = {
    [opts.status ?? 200]: { description: 'OK', ...json(ok) },
  }
  for (const code of opts.errors ?? [400, 401]) responses[code] = { description: 'Error', ...json(errorSchema) }
  return describeRoute({ summary, tags: opts.tags, responses })
}
