import { type DescribeRouteOptions, describeRoute, resolver } from 'hono-openapi'
import * as z from 'zod'

export const errorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  })
  .meta({ id: 'Error' })

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema: resolver(schema) } } })

const errorResponses = (codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { description: 'Error', ...json(errorSchema) }]))

/** Documents a route whose success is not JSON (an image, a socket upgrade): every response needs a
 * description, or OpenAPI 3.1 validators (and client generators) reject the whole document. */
export function docRaw(
  summary: string,
  ok: { status: number; description: string; content?: Record<string, { schema: Record<string, unknown> }> },
  opts: { tags?: string[]; errors: number[] },
) {
  const { status, ...response } = ok
  return describeRoute({ summary, tags: opts.tags, responses: { [status]: response, ...errorResponses(opts.errors) } })
}

/** Documents a route's response shapes (requests come from the `v` validators). */
export function doc(
  summary: string,
  ok: z.ZodType,
  opts: { status?: number; tags?: string[]; errors?: number[] } = {},
) {
  const responses: NonNullable<DescribeRouteOptions['responses']> = {
    [opts.status ?? 200]: { description: 'OK', ...json(ok) },
  }
  return describeRoute({
    summary,
    tags: opts.tags,
    responses: { ...responses, ...errorResponses(opts.errors ?? [400, 401]) },
  })
}
