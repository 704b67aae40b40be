import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

describe('api basics', () => {
  it('answers health', async () => {
    const res = await exports.default.fetch('http://localhost/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })
  it('answers unknown api paths with a JSON 404', async () => {
    const res = await exports.default.fetch('http://localhost/api/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } })
  })
})
