import { Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import type { AppEnv } from '../env'
import { ADD_ITEM_EXAMPLES, addBodyExamples, CREATE_EVENT_EXAMPLES, describeMoney } from '../lib/openapi-money'
import { authFor } from '../middleware/context'

type Doc = {
  paths?: Record<string, unknown>
  components?: { schemas?: Record<string, unknown> }
  tags?: { name: string }[]
}

// Routes that exist only when APP_ENV=development (the dev mailbox): elsewhere they answer 404, and the
// document does not list them, so a production deployment does not advertise what it does not serve.
const DEV_ONLY = '/api/dev/'
const DEV_TAG = 'Development'

function withoutDevRoutes(doc: Doc): Doc {
  const paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => !path.startsWith(DEV_ONLY)))
  return { ...doc, paths, ...(doc.tags && { tags: doc.tags.filter((t) => t.name !== DEV_TAG) }) }
}

// The document is generated from the routes' own zod validators and response docs, so it cannot
// drift from what the API accepts; better-auth describes its /api/auth/* endpoints the same way.
export function openapiRoutes(api: Hono<AppEnv>) {
  let spec: Doc | null = null
  let production: Doc | null = null
  return new Hono<AppEnv>().get('/openapi.json', async (c) => {
    const origin = new URL(c.req.url).origin
    if (!spec) {
      const ours = (await generateSpecs(api, {
        documentation: {
          openapi: '3.1.0',
          info: { title: 'OpenTab API', version: '1.0.0', description: 'Split restaurant tabs and event expenses.' },
          servers: [{ url: origin }],
        },
      })) as Doc
      const auth = (await authFor(c).api.generateOpenAPISchema()) as Doc
      const authPaths = Object.fromEntries(
        Object.entries(auth.paths ?? {}).map(([path, item]) => [`/api/auth${path}`, item]),
      )
      dropMisplacedRequired(authPaths)
      spec = {
        ...ours,
        paths: { ...authPaths, ...ours.paths },
        components: {
          ...ours.components,
          schemas: { ...auth.components?.schemas, ...ours.components?.schemas },
        },
      }
      describeMoney(spec)
      addBodyExamples(spec, '/api/events', CREATE_EVENT_EXAMPLES)
      addBodyExamples(spec, '/api/events/{id}/items', ADD_ITEM_EXAMPLES)
    }
    if (c.env.APP_ENV === 'development') return c.json(spec)
    production ??= withoutDevRoutes(spec)
    return c.json(production)
  })
}

type Media = Record<string, unknown>
type Operation = { responses?: Record<string, { content?: Record<string, Media> }> }

// better-auth's anonymous plugin (decision 053) puts `required` beside `schema` in one response's media
// type, which OpenAPI 3.1 does not allow there; it carries nothing a reader needs.
function dropMisplacedRequired(paths: Record<string, unknown>) {
  for (const item of Object.values(paths) as Record<string, Operation>[])
    for (const op of Object.values(item))
      for (const response of Object.values(op.responses ?? {}))
        for (const media of Object.values(response.content ?? {})) delete media.required
}
