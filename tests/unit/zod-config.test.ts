import { describe, expect, it } from 'vitest'
import '@/lib/zod-config'
import { config } from 'zod/v4/core'

describe('zod-config', () => {
  it('turns off zod’s eval probe (our CSP forbids eval) without importing zod itself', async () => {
    expect(config().jitless).toBe(true)
    // The module sets zod's shared global; it must not pull zod into the entry chunk.
    const { readFileSync } = await import('node:fs')
    expect(readFileSync('src/lib/zod-config.ts', 'utf8')).not.toMatch(/from ['"]zod/)
  })
})
