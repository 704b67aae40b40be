import { describe, expect, it } from 'vitest'
import { type Draft, draftFrom, gaps, newDraftItem, toApply } from '../../src/components/receipt/confirm-receipt-model'
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

describe('Confirm Receipt Details model', () => {
  it('turns the reading into text fields and back into cents without float drift', () => {
    const draft = draftFrom(greenField)
    expect(draft.items.map((i) => [i.name, i.price])).toEqual([
      ['Coffee', '3.00'],
      ['Lunch', '22.95'],
      ['Coke', '0.29'],
    ])
    expect(draft.money).toEqual({ subtotal: '26.24', tax: '2.37', tip: '0.00', total: '28.61' })
    expect(draft.include).toEqual({ location: true, dateTime: true, totals: true, items: true })
    const result = toApply(draft, greenField)
    if (!result.ok) throw new Error('expected ok')
    expect(result.input.receipt.items.map((i) => i.priceCents)).toEqual([300, 2295, 29])
    expect(result.input.receipt).toMatchObject({ subtotalCents: 2624, taxCents: 237, tipCents: 0, totalCents: 2861 })
    expect(result.input.replaceExisting).toBe(false)
    expect(gaps(draft)).toEqual({ itemsCents: 2624, itemsVsSubtotal: 0, sumCents: 2624 + 237, sumVsTotal: 0 })
  })

  it('reports both gaps as the host edits, and the item errors to fix', () => {
    const draft = draftFrom(greenField)
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
    const draft = draftFrom(bare)
    expect(draft.include).toMatchObject({ location: false, dateTime: false, items: true })
    expect(draft.items[0]?.price).toBe('-2.00')
    expect(toApply(draft, bare).ok).toBe(false)
  })
})
