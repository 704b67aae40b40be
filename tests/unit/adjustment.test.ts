import { describe, expect, it } from 'vitest'
import { adjustmentPatch, initialAdjustment, resolveAdjustment, switchMode } from '@/domain/adjustment'

describe('edit page tax/tip adjustment', () => {
  const origin = { bp: 888, subtotalCents: 1000 } // 8.88% of $10.00 = $0.89 (0.888 rounds up)

  it('starts in amount mode when the percent gives an amount, else percent mode', () => {
    expect(initialAdjustment(origin)).toEqual({ mode: 'amount', percent: '8.88', amount: '0.89' })
    expect(initialAdjustment({ bp: 888, subtotalCents: 0 }).mode).toBe('percent')
    expect(initialAdjustment({ bp: 0, subtotalCents: 5000 }).mode).toBe('percent')
  })

  it('an untouched amount keeps the stored percent (0.89 alone would read back as 8.9%)', () => {
    const a = initialAdjustment(origin)
    expect(resolveAdjustment(a, origin)).toMatchObject({ ok: true, bp: 888, amountCents: 89 })
    expect(adjustmentPatch('tax', a, origin)).toBeNull()
    // Round trip through percent mode restores the stored percent as typed.
    expect(switchMode(a, 'percent', origin).percent).toBe('8.88')
  })

  it('converts a typed amount to a percent through the subtotal, to 2 decimals', () => {
    const a = { mode: 'amount' as const, percent: '8.88', amount: '1.50' }
    expect(resolveAdjustment(a, origin)).toMatchObject({ ok: true, bp: 1500, amountCents: 150 })
    expect(switchMode(a, 'percent', origin).percent).toBe('15')
    expect(adjustmentPatch('tax', a, origin)).toEqual({ taxAmountCents: 150 })
  })

  it('percent mode converts to an amount in cents and patches the percent', () => {
    const a = { mode: 'percent' as const, percent: '20', amount: '' }
    expect(switchMode(a, 'amount', { bp: 0, subtotalCents: 4321 }).amount).toBe('8.64')
    expect(adjustmentPatch('tip', a, { bp: 0, subtotalCents: 4321 })).toEqual({ tipBp: 2000 })
  })

  it('with no subtotal an amount means 0%', () => {
    const o = { bp: 500, subtotalCents: 0 }
    const a = { mode: 'amount' as const, percent: '5', amount: '3.00' }
    expect(resolveAdjustment(a, o)).toMatchObject({ ok: true, bp: 0, amountCents: 0 })
  })

  it('rejects bad input with a message, and amounts above the subtotal', () => {
    for (const percent of ['-1', '100.01', '8.888', 'abc'])
      expect(resolveAdjustment({ mode: 'percent', percent, amount: '' }, origin).ok).toBe(false)
    expect(resolveAdjustment({ mode: 'amount', percent: '', amount: '10.01' }, origin)).toMatchObject({ ok: false })
    expect(resolveAdjustment({ mode: 'amount', percent: '', amount: '10.00' }, origin)).toMatchObject({ bp: 10000 })
    // A blank box is the default 0, not an error.
    expect(resolveAdjustment({ mode: 'percent', percent: ' ', amount: '' }, origin)).toMatchObject({ bp: 0 })
  })
})
