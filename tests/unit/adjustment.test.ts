import { describe, expect, it } from 'vitest'
import { adjustmentPatch, initialAdjustment, resolveAdjustment, switchMode } from '@/domain/adjustment'

describe('edit page tax/tip adjustment', () => {
  // 8.88% of $10.00 = $0.89 (0.888 rounds up), given by the host as an amount.
  const origin = { milliPct: 8880, mode: 'amount' as const, subtotalCents: 1000 }

  it('opens in the mode the host gave the rate in, whatever the amount', () => {
    expect(initialAdjustment(origin)).toEqual({ mode: 'amount', percent: '8.88', amount: '0.89' })
    expect(initialAdjustment({ ...origin, mode: 'percent' })).toEqual({
      mode: 'percent',
      percent: '8.88',
      amount: '0.89',
    })
    expect(initialAdjustment({ milliPct: 0, mode: 'amount', subtotalCents: 5000 }).mode).toBe('amount')
    expect(initialAdjustment({ milliPct: 8880, mode: 'percent', subtotalCents: 0 }).mode).toBe('percent')
  })

  it('patches the mode when the host switches it, with or without a new rate', () => {
    const percentOrigin = { ...origin, mode: 'percent' as const }
    const untouched = initialAdjustment(percentOrigin)
    expect(adjustmentPatch('tax', untouched, percentOrigin)).toBeNull()
    // Switched to Amount and saved as it was: only the mode changes, never the rate.
    expect(adjustmentPatch('tax', switchMode(untouched, 'amount', percentOrigin), percentOrigin)).toEqual({
      taxMode: 'amount',
    })
    expect(adjustmentPatch('tax', { ...untouched, mode: 'amount', amount: '1.50' }, percentOrigin)).toEqual({
      taxMode: 'amount',
      taxAmountCents: 150,
    })
    // Back to percent from an amount-mode event, with a new rate.
    expect(adjustmentPatch('tip', { mode: 'percent', percent: '20', amount: '' }, origin)).toEqual({
      tipMode: 'percent',
      tipMilliPct: 20_000,
    })
  })

  it('an untouched amount keeps the stored percent (0.89 alone would read back as 8.9%)', () => {
    const a = initialAdjustment(origin)
    expect(resolveAdjustment(a, origin)).toMatchObject({ ok: true, milliPct: 8880, amountCents: 89 })
    expect(adjustmentPatch('tax', a, origin)).toBeNull()
    // Round trip through percent mode restores the stored percent as typed.
    expect(switchMode(a, 'percent', origin).percent).toBe('8.88')
  })

  it('converts a typed amount to a percent through the subtotal, to 3 decimals', () => {
    const a = { mode: 'amount' as const, percent: '8.88', amount: '1.50' }
    expect(resolveAdjustment(a, origin)).toMatchObject({ ok: true, milliPct: 15000, amountCents: 150 })
    expect(switchMode(a, 'percent', origin).percent).toBe('15')
    expect(adjustmentPatch('tax', a, origin)).toEqual({ taxAmountCents: 150 })
  })

  it('percent mode converts to an amount in cents and patches the percent', () => {
    const a = { mode: 'percent' as const, percent: '20', amount: '' }
    const o = { milliPct: 0, mode: 'percent' as const, subtotalCents: 4321 }
    expect(switchMode(a, 'amount', o).amount).toBe('8.64')
    expect(adjustmentPatch('tip', a, o)).toEqual({ tipMilliPct: 20_000 })
  })

  it('with no subtotal an amount means 0%', () => {
    const o = { milliPct: 5000, mode: 'amount' as const, subtotalCents: 0 }
    const a = { mode: 'amount' as const, percent: '5', amount: '3.00' }
    expect(resolveAdjustment(a, o)).toMatchObject({ ok: true, milliPct: 0, amountCents: 0 })
  })

  it('rejects bad input with a message, and amounts above the subtotal', () => {
    for (const percent of ['-1', '100.001', '8.8751', 'abc'])
      expect(resolveAdjustment({ mode: 'percent', percent, amount: '' }, origin).ok).toBe(false)
    expect(resolveAdjustment({ mode: 'amount', percent: '', amount: '10.01' }, origin)).toMatchObject({ ok: false })
    expect(resolveAdjustment({ mode: 'amount', percent: '', amount: '10.00' }, origin)).toMatchObject({
      milliPct: 100_000,
    })
    // A blank box is the default 0, not an error.
    expect(resolveAdjustment({ mode: 'percent', percent: ' ', amount: '' }, origin)).toMatchObject({ milliPct: 0 })
  })

  it('takes real tax rates with three decimals (New York City, Quebec) and keeps them exactly', () => {
    const o = { milliPct: 0, mode: 'percent' as const, subtotalCents: 10_000 }
    for (const [percent, milliPct, cents] of [
      ['8.875', 8875, 888],
      ['9.975', 9975, 998],
      ['7.25', 7250, 725],
    ] as const) {
      const a = { mode: 'percent' as const, percent, amount: '' }
      expect(resolveAdjustment(a, o)).toMatchObject({ ok: true, milliPct, amountCents: cents })
      expect(adjustmentPatch('tax', a, o)).toEqual({ taxMilliPct: milliPct })
    }
  })

  it('an untouched amount on an 8.875% event saves nothing (it must not become 8.88% or 8.9%)', () => {
    const o = { milliPct: 8875, mode: 'amount' as const, subtotalCents: 2811 } // $2.4948 -> $2.49, which alone reads back as 8.858%
    const a = initialAdjustment(o)
    expect(a).toEqual({ mode: 'amount', percent: '8.875', amount: '2.49' })
    expect(adjustmentPatch('tax', a, o)).toBeNull()
  })
})
