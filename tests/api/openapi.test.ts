import { env } from 'cloudflare:test'
import { Validator } from '@seriousme/openapi-schema-validator'
import schema31 from '@seriousme/openapi-schema-validator/schemas/v3.1/schema.json'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { client } from './helpers'

type Op = {
  summary?: string
  parameters?: Array<{ name: string; in: string }>
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>
}
type Spec = {
  openapi: string
  paths: Record<string, Record<string, Op>>
  components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> }
}

async function spec() {
  const res = await client().fetch('/api/openapi.json')
  expect(res.status).toBe(200)
  return (await res.json()) as Spec
}

describe('/api/openapi.json', () => {
  it('includes better-auth’s /api/auth endpoints and every route the app serves', async () => {
    const s = await spec()
    const ops = Object.entries(s.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`))
    expect(ops).toEqual(
      expect.arrayContaining([
        'post /api/auth/sign-up/email',
        'post /api/auth/sign-in/email',
        'post /api/auth/request-password-reset',
        'post /api/auth/reset-password',
        'get /api/auth/verify-email',
        'get /api/search',
        'post /api/events/{id}/receipt/apply',
      ]),
    )
  })

  it('lists every account, support and development route', async () => {
    const s = await spec()
    expect(s.openapi).toBe('3.1.0')
    const ops = Object.entries(s.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`))
    expect(ops).toEqual(
      expect.arrayContaining([
        'get /api/me',
        'patch /api/me/profile',
        'post /api/support-tickets',
        'get /api/dev/mailbox',
      ]),
    )
    const ours = [s.paths['/api/me']?.get, s.paths['/api/me/profile']?.patch, s.paths['/api/dev/mailbox']?.get]
    for (const op of ours) expect(op?.summary).toBeTruthy()
  })

  it('describes the profile update body and the Profile answer from the real validators', async () => {
    const s = await spec()
    const op = s.paths['/api/me/profile']?.patch as Op
    const body = op.requestBody?.content['application/json']?.schema
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual([
      'cashApp',
      'defaultCurrency',
      'firstName',
      'openToInvite',
      'paymentNote',
      'paypal',
      'username',
      'venmo',
    ])
    expect(body?.properties?.username).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9_.]{3,30}$' })
    expect(op.responses['200']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Profile' })
    expect(op.responses['409']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' })

    const profile = s.components.schemas.Profile
    expect(profile?.required).toEqual(
      expect.arrayContaining(['id', 'username', 'handle', 'firstName', 'email', 'role', 'status', 'createdAt']),
    )
    expect(profile?.properties.role).toMatchObject({ enum: ['user', 'moderator', 'admin', 'super_admin'] })
  })

  it('describes the error shape and the dev mailbox query', async () => {
    const s = await spec()
    expect(s.components.schemas.Error?.required).toEqual(['error'])
    const mailbox = s.paths['/api/dev/mailbox']?.get as Op
    expect(mailbox.parameters?.map((p) => `${p.in}:${p.name}`)).toContain('query:to')
    expect(mailbox.responses['404']).toBeDefined()
    const me = s.paths['/api/me']?.get as Op
    expect(Object.keys(me.responses).sort()).toEqual(['200', '401', '403'])
  })

  it('says every amount is in the minor unit of the event currency, with an example for each exponent', async () => {
    const s = await spec()
    const item = s.components.schemas.Item?.properties.priceCents as { description?: string; examples?: number[] }
    expect(item.description).toContain("minor unit of the event's currency")
    expect(item.description).toContain('JPY 1,280 (no minor unit)')
    expect(item.examples).toEqual([1250, 1280, 3250])
    expect(s.components.schemas.Event?.properties.currency).toMatchObject({ examples: ['USD', 'JPY', 'EUR', 'KWD'] })

    // Creating an event and adding an item show one named request per kind of currency.
    const create = s.paths['/api/events']?.post as Op & {
      requestBody: { content: Record<string, { examples: Record<string, { value: { currency: string } }> }> }
    }
    const created = create.requestBody.content['application/json']?.examples ?? {}
    expect(Object.values(created).map((e) => e.value.currency)).toEqual(['USD', 'JPY', 'EUR', 'KWD'])
    const add = s.paths['/api/events/{id}/items']?.post as Op & {
      requestBody: { content: Record<string, { examples: Record<string, { value: { priceCents: number } }> }> }
    }
    const prices = add.requestBody.content['application/json']?.examples ?? {}
    expect(Object.values(prices).map((e) => e.value.priceCents)).toEqual([1250, 1280, 101850, 3250])
  })
})

describe('/api/openapi.json against the OpenAPI 3.1 schema', () => {
  it('passes @seriousme/openapi-schema-validator (the official 3.1 JSON Schema plus $ref checks)', async () => {
    const s = await spec()
    const result = await offlineValidator().validate(s as unknown as Parameters<Validator['validate']>[0])
    expect(result.errors ?? [], JSON.stringify(result.errors)?.slice(0, 2000)).toEqual([])
    expect(result.valid).toBe(true)
  })
})

/** The validator, with its 3.1 schema compiled here: it reads the schema with node:fs at first use, and
 * workerd has no disk, so the test hands it the same JSON file, bundled by import. */
function offlineValidator() {
  const validator = new Validator()
  const ajv = new Ajv2020({ strict: false })
  addFormats.default(ajv)
  ajv.addFormat('media-range', true) // as the validator does for 3.1
  ;(validator as unknown as { ajvValidators: Record<string, unknown> }).ajvValidators['3.1'] = ajv.compile(schema31)
  return validator
}

describe('/api/openapi.json outside development', () => {
  // The dev mailbox answers 404 outside development, so the production document must not list it
  // (issue 38, item 10); the development document (the tests' own environment) still does.
  it('leaves out the development-only routes', async () => {
    const production = (await (
      await app.fetch(new Request('http://localhost/api/openapi.json'), { ...env, APP_ENV: 'production' })
    ).json()) as Spec
    const paths = Object.keys(production.paths)
    expect(paths).toContain('/api/events/{id}/receipt')
    expect(paths.filter((p) => p.startsWith('/api/dev/'))).toEqual([])
    expect(JSON.stringify(production)).not.toContain('mailbox')
    expect(Object.keys((await spec()).paths)).toContain('/api/dev/mailbox')
  })
})
