import { Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import type { AppEnv } from '../env'

// The document is generated from the routes' own zod validators and response
// docs, so it cannot drift from what the API accepts.
export function openapiRoutes(api: Hono<AppEnv>) {
  let spec: unknown = null
  return new Hono<AppEnv>().get('/openapi.json', async (c) => {
    spec ??= await generateSpecs(api, {
      documentation: {
        openapi: '3.1.0',
        info: { title: 'OpenTab API', version: '1.0.0', description: 'Split restaurant tabs and event expenses.' },
        servers: [{ url: new URL(c.req.url).origin }],
      },
    })
    return c.json(spec)
  })
}
