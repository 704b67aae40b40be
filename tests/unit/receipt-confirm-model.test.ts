import { describe, expect, it } from 'vitest'
import {
  type Draft,
  draftFrom,
  gaps,
  newDraftItem,
  rateComparison,
  taxTipLines,
  toApply,
  totalsSummary,
  unsure,
} from '../../src/components/receipt/confirm-receipt-model'
import { reconcileReceipt } from '../../src/domain/receipt/reconcile'
import { emptyReceipt, type ParsedReceipt } from '../../src/domain/receipt/schema'

const greenField: ParsedReceipt = reconcileReceipt({
  ...emptyReceipt(true),
  location_name: 'Green Field',
  city: 'Long Beach',
  state: 'CA',
  date_time: '2016-05-26T12:53:10',
  items: [
    { name: 'Coffee', price: 3 },
    { name: 'Lunch', price: 22.95 },
    { name: 'Coke', price: 0.29 },
  ],
  subtotal: 26.24,
  tax: 2.37,
  tip: '',
  total: 28.61,
})

// An event without tax or tip yet: the receipt's are ticked to fill them.
const noRates = { taxMilliPct: 0, tipMilliPct: 0 }

describe('Confirm Receipt Details model', () => {
  it('offers a place or date the reader is unsure of unticked, and ticks what it is sure of or says nothing about', () => {
    const doubtful = draftFrom({ ...greenField, confidence: { location: false, date_time: false } }, noRates)
    expect(doubtful.include).toMatchObject({ location: false, dateTime: false, items: true })
    const sure = draftFrom({ ...greenField, confidence: { location: true, date_time: true } }, noRates)
    expect(sure.include).toMatchObject({ location: true, dateTime: true })
    // A model provider says nothing about its confidence.
    expect(draftFrom(greenField, noRates).include).toMatchObject({ location: true, dateTime: true })
    expect(unsure({ ...greenField, confidence: { location: true, date_time: false } })).toEqual({
      location: false,
      dateTime: true,
    })
  })

  it("never ticks the receipt's tax or tip over a rate the event already has, and keeps Totals usable", () => {
    const typed = draftFrom(greenField, { taxMilliPct: 8875, tipMilliPct: 0 })
    // Totals stays on (the receipt has a tax to offer), so its two boxes are there to tick; nothing replaces.
    expect(typed.include).toMatchObject({ totals: true, tax: false, tip: false })
    const current = { taxMilliPct: 8875, tipMilliPct: 0, taxCents: 233, tipCents: 0 }
    const lines = taxTipLines(typed, current)
    expect(lines.tax.replaces).toBe(false)
    expect(totalsSummary(lines)).toBe('Tax stays 8.875%; tip stays 0%')
    expect(rateComparison(lines.tax)).toBe('Event 8.875% ($2.33) · Receipt 9.032%')
    // Applied as it starts, the event's 8.875% is untouched.
    const sent = toApply(typed, greenField)
    if (!sent.ok) throw new Error('expected ok')
    expect(sent.input.include).toMatchObject({ totals: true, tax: false, tip: false })
    // Ticking 'Use receipt tax' is all it takes to take the receipt's.
    const chosen = toApply({ ...typed, include: { ...typed.include, tax: true } }, greenField)
    if (!chosen.ok) throw new Error('expected ok')
    expect(chosen.input.include).toMatchObject({ totals: true, tax: true, tip: false })

    const tipSet = draftFrom({ ...greenField, tip: '4.50' }, { taxMilliPct: 0, tipMilliPct: 18_000 })
    expect(tipSet.include).toMatchObject({ totals: true, tax: true, tip: false })
    const both = draftFrom({ ...greenField, tip: '4.50' }, { taxMilliPct: 8875, tipMilliPct: 18_000 })
    expect(both.include).toMatchObject({ totals: true, tax: false, tip: false })
  })

  it('states both rates side by side, or that the receipt has none', () => {
    const line = { receiptPercent: '8.997', currentPercent: '8.875', currentCents: 0, replaces: false }
    expect(rateComparison(line)).toBe('Event 8.875% · Receipt 8.997%')
    expect(rateComparison({ ...line, receiptPercent: '8.875' })).toBe('Event 8.875% · Receipt 8.875% (the same)')
    expect(rateComparison({ ...line, receiptPercent: '0', currentPercent: '18', currentCents: 472 })).toBe(
      'Event 18% ($4.72) · None on the receipt',
    )
    expect(rateComparison({ ...line, receiptPercent: null })).toBe('Event 8.875%')
  })

  it('turns the reading into text fields and back into cents without float drift', () => {
    const draft = draftFrom(greenField, noRates)
    expect(draft.items.map((i) => [i.name, i.price])).toEqual([
      ['Coffee', '3.00'],
      ['Lunch', '22.95'],
      ['Coke', '0.29'],
    ])
    expect(draft.money).toEqual({ subtotal: '26.24', tax: '2.37', tip: '0.00', total: '28.61' })
    // The receipt has tax but no tip line, so only its tax is ticked (the event's tip is left alone).
    expect(draft.include).toEqual({ location: true, dateTime: true, totals: true, items: true, tax: true, tip: false })
    const result = toApply(draft, greenField)
    if (!result.ok) throw new Error('expected ok')
    expect(result.input.receipt.items.map((i) => i.priceCents)).toEqual([300, 2295, 29])
    expect(result.input.receipt).toMatchObject({ subtotalCents: 2624, taxCents: 237, tipCents: 0, totalCents: 2861 })
    expect(result.input.replaceExisting).toBe(false)
    expect(gaps(draft)).toEqual({ itemsCents: 2624, itemsVsSubtotal: 0, sumCents: 2624 + 237, sumVsTotal: 0 })
  })

  it('reports both gaps as the host edits, and the item errors to fix', () => {
    const draft = draftFrom(greenField, noRates)
    const edited: Draft = {
      ...draft,
      items: [...draft.items.slice(0, 2), newDraftItem('', 'abc')],
      money: { ...draft.money, tip: '5' },
    }
    expect(gaps(edited)).toMatchObject({ itemsCents: 2595, itemsVsSubtotal: -29, sumVsTotal: -500 })
    const result = toApply(edited, greenField)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(Object.values(result.errors.items)).toEqual(['Enter valid name and price'])
    // Bad item lines do not matter when Line Items is not applied; then no items are sent.
    const noItems = toApply(
      { ...edited, include: { ...edited.include, items: false }, replaceExisting: true },
      greenField,
    )
    if (!noItems.ok) throw new Error('expected ok')
    expect(noItems.input.receipt.items).toEqual([])
    expect(noItems.input.replaceExisting).toBe(false)
  })

  it('leaves nothing checked that the receipt does not have, and shows negative lines for fixing', () => {
    const bare = reconcileReceipt({ ...emptyReceipt(true), items: [{ name: 'Coupon', price: -2 }], total: 0 })
    const draft = draftFrom(bare, noRates)
    expect(draft.include).toMatchObject({ location: false, dateTime: false, items: true })
    expect(draft.items[0]?.price).toBe('-2.00')
    expect(toApply(draft, bare).ok).toBe(false)
  })

  it("shows the event's tax and tip next to the receipt's and sends only the ones the host keeps", () => {
    const current = { taxMilliPct: 8000, tipMilliPct: 18000, taxCents: 210, tipCents: 472 }
    const draft = draftFrom(greenField, noRates)
    const lines = taxTipLines(draft, current)
    // 2.37 / 26.24 = 9.032% (three decimals); the receipt has no tip, so the event's 18% stays.
    expect(lines.tax).toEqual({ receiptPercent: '9.032', currentPercent: '8', currentCents: 210, replaces: true })
    expect(lines.tip).toMatchObject({ currentPercent: '18', replaces: false })
    expect(totalsSummary(lines)).toBe('New tax 9.032%; tip stays 18%')
    const sent = toApply(draft, greenField, 'receipt-1-0123abcd-new.jpg')
    if (!sent.ok) throw new Error('expected ok')
    expect(sent.input.include).toMatchObject({ totals: true, tax: true, tip: false })
    expect(sent.input.pendingPhoto).toBe('receipt-1-0123abcd-new.jpg')

    // The host chooses the tip too (typing one), or drops Totals altogether.
    const withTip: Draft = {
      ...draft,
      include: { ...draft.include, tip: true },
      money: { ...draft.money, tip: '5.25' },
    }
    expect(totalsSummary(taxTipLines(withTip, current))).toBe('New tax 9.032%; new tip 20.008%')
    const none = toApply({ ...withTip, include: { ...withTip.include, totals: false } }, greenField)
    if (!none.ok) throw new Error('expected ok')
    expect(none.input.include).toMatchObject({ totals: false, tax: false, tip: false })
    expect(none.input).not.toHaveProperty('pendingPhoto')
  })

  it('does not tick the tax of a receipt that has none', () => {
    const noTax = reconcileReceipt({ ...greenField, tax: 0, total: 26.24 })
    expect(draftFrom(noTax, noRates).include).toMatchObject({ totals: false, tax: false, tip: false })
  })
})
