import { describe, expect, it } from 'vitest'
import { confirmEmailPath, nextOfCallback, sameSitePath } from '../../src/domain/next-path'

describe('where a confirmed person goes next', () => {
  it('keeps paths of this site and refuses everything else', () => {
    expect(sameSitePath('/join/ABC-123')).toBe('/join/ABC-123')
    expect(sameSitePath('/accept-invite?id=x&event=y')).toBe('/accept-invite?id=x&event=y')
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'join/ABC', '/auth?x=1', '', null])
      expect(sameSitePath(bad), String(bad)).toBeNull()
    expect(sameSitePath(`/${'a'.repeat(400)}`)).toBeNull()
  })

  it('round-trips through the confirmation callback, and the worker adds the token first', () => {
    const callback = confirmEmailPath('/join/ABC-123')
    expect(callback).toBe('/confirm-email?next=%2Fjoin%2FABC-123')
    expect(nextOfCallback(callback)).toBe('/join/ABC-123')
    expect(confirmEmailPath('/join/ABC-123', 't.k')).toBe('/confirm-email?token=t.k&next=%2Fjoin%2FABC-123')
    expect(confirmEmailPath(null)).toBe('/confirm-email')
    expect(nextOfCallback('/elsewhere?next=/join/ABC-123')).toBeNull()
    expect(nextOfCallback('https://evil.example/confirm-email?next=/join/ABC-123')).toBeNull()
    expect(nextOfCallback('/confirm-email?next=//evil.example')).toBeNull()
  })
})
