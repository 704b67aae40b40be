// Rules the parser learned from US restaurant checks and shop receipts it was not written against (the
// synthetic US family's dev half): credits printed under an item, multi-buy and weight detail rows, notes
// of what was saved, numbered tax lines, "Food & Bev" subtotals, and month names OCR reads with a zero.
// Rows are typed in the shape OCR returns them: a name at the left, its amount at the right.
import { describe, expect, it } from 'vitest'
import { findAmounts } from '@/domain/receipt/amounts'
import { readDateTime } from '@/domain/receipt/datetime'
import { labelRoles } from '@/domain/receipt/keywords'
import { parseReceiptLines } from '@/domain/receipt/parse'
import { lines } from './receipt-lines'

const read = (rows: string[][]) => parseReceiptLines(lines(rows))
const prices = (rows: string[][]) => read(rows).items.map((i) => i.price)

describe('a credit printed under an item', () => {
  it('is taken off that item: coupons, card savings, a trailing "-" or "CR"', () => {
    const receipt = read([
      ['CHOBANI YOGURT', '2.99 F'],
      ['MFR COUPON', '0.75-'],
      ['DISH SOAP', '4.49 T'],
      ['CARD SAVINGS', '1.00CR'],
      ['SUBTOTAL', '5.73'],
      ['TAX', '0.31'],
      ['TOTAL', '6.04'],
    ])
    expect(receipt.items).toEqual([
      { name: 'CHOBANI YOGURT', price: 2.24 },
      { name: 'DISH SOAP', price: 3.49 },
    ])
    expect(receipt).toMatchObject({ subtotal: 5.73, tax: 0.31, total: 6.04 })
  })

  it('reads a trailing CR as a credit', () => {
    expect(findAmounts('STORE COUPON 1.50CR')[0]?.cents).toBe(-150)
    expect(findAmounts('STORE COUPON 1.50 CR')[0]?.cents).toBe(-150)
    expect(findAmounts('CREDIT 1.50')[0]?.cents).toBe(150)
  })

  it('takes a comped or voided dish off the bill', () => {
    const rows = [
      ['Cheeseburger', '14.00'],
      ['COMP: Manager', '-14.00'],
      ['Iced Tea', '3.50'],
      ['VOID', '-3.50'],
      ['Fish Tacos', '15.25'],
      ['Subtotal', '15.25'],
      ['Tax', '1.35'],
      ['Total', '16.60'],
    ]
    expect(read(rows).items).toEqual([{ name: 'Fish Tacos', price: 15.25 }])
    expect(read(rows).total).toBe(16.6)
  })

  it('stays a line of its own when it is larger than the item above', () => {
    expect(
      prices([
        ['EGG', '3.20'],
        ['DISCOUNT', '0.00'],
        ['AFTER DISCOUNT', '-3.20'],
        ['TOTAL', '0.00'],
      ]),
    ).toEqual([3.2, 0, -3.2])
  })
})

describe('detail rows of a shop item', () => {
  it('splits a multi-buy into its units ("2 @ 2 FOR $5.00" under the item)', () => {
    expect(
      prices([
        ['CHOBANI YOGURT 818290011152', '5.00 F'],
        ['2 @ 2 FOR $5.00'],
        ['COLA 2L', '2.49 T'],
        ['SUBTOTAL', '7.49'],
      ]),
    ).toEqual([2.5, 2.5, 2.49])
  })

  it('reads the deal when OCR glues the dollar sign to FOR as an S', () => {
    expect(prices([['CHOBANIYOGURT041889175569', '3.15F'], ['3@3FORS3.15'], ['SUBTOTAL', '3.15']])).toEqual([
      1.05, 1.05, 1.05,
    ])
  })

  it('names a weighed item from the row above its weight', () => {
    const receipt = read([
      ['BANANAS'],
      ['1.23 lb @ $0.69/lb', '0.85 F'],
      ['GALA APPLES'],
      ['2.001b@$1.50/1b', '3.00 F'],
      ['SUBTOTAL', '3.85'],
    ])
    expect(receipt.items).toEqual([
      { name: 'BANANAS', price: 0.85 },
      { name: 'GALA APPLES', price: 3 },
    ])
  })
})

describe('names of shop items', () => {
  it('lose a UPC code OCR glued on at either end', () => {
    const receipt = read([
      ['DISHSOAP370909447949', '3.49'],
      ['041220576524PAPER TOWELS', '8.99'],
      ['7UP 2L', '2.19'],
      ['SUBTOTAL', '14.67'],
    ])
    expect(receipt.items.map((i) => i.name)).toEqual(['DISHSOAP', 'PAPER TOWELS', '7UP 2L'])
  })
})

describe('what was saved', () => {
  it('is a note, neither an item nor a total', () => {
    expect([...labelRoles('You saved $0.40')]).toEqual(['memo'])
    expect([...labelRoles('TOTAL SAVINGS')]).toEqual(['memo'])
    expect([...labelRoles('YOUSAVED T0DAY')]).toEqual(['memo'])
    const receipt = read([
      ['PAPER TOWELS 6PK', '10.64 T'],
      ['You saved $0.40'],
      ['DISH SOAP', '3.13 T'],
      ['SUBTOTAL', '13.77'],
      ['TAX', '1.22'],
      ['TOTAL', '14.99'],
      ['CASH TEND', '20.00'],
      ['CHANGE DUE', '5.01'],
      ['TOTAL SAVINGS', '25.40'],
    ])
    expect(receipt.items.map((i) => i.price)).toEqual([10.64, 3.13])
    expect(receipt.total).toBe(14.99)
  })

  it('keeps the total of the other column read into the same row', () => {
    expect(labelRoles('TOTAL SAVING TOTAL').has('total')).toBe(true)
  })

  it('card savings are a discount, not a payment by card', () => {
    expect([...labelRoles('SC CARD SAVINGS')]).toEqual(['discount'])
  })
})

describe('summary words of US checks and tills', () => {
  it('reads numbered tax lines, with the number glued to the rate', () => {
    expect([...labelRoles('TAX 1 6%')]).toEqual(['tax'])
    expect([...labelRoles('TAX14%')]).toEqual(['tax'])
    expect([...labelRoles('TAX1')]).toEqual(['tax'])
    expect([...labelRoles('Auto Grat18%')]).toEqual(['tip'])
    const receipt = read([
      ['DISH SOAP', '4.00'],
      ['SUBTOTAL', '4.00'],
      ['TAX14%', '0.16'],
      ['TAX22.5%', '0.10'],
      ['TOTAL', '4.26'],
    ])
    expect(receipt).toMatchObject({ subtotal: 4, tax: 0.26, total: 4.26 })
  })

  it('takes "Food & Bev" as the subtotal', () => {
    expect([...labelRoles('Food & Bev')]).toEqual(['subtotal'])
    const receipt = read([
      ['Fish Tacos', '16.00'],
      ['Food & Bev', '16.00'],
      ['Tax', '1.52'],
      ['Check Total', '17.52'],
    ])
    expect(receipt.items.map((i) => i.price)).toEqual([16])
    expect(receipt).toMatchObject({ subtotal: 16, tax: 1.52, total: 17.52 })
  })

  it('reads "included" as the tax inside the total, "incl" and "including" as a total', () => {
    expect([...labelRoles('VAT INCLUDED IN TOTAL')]).toEqual(['tax'])
    expect([...labelRoles('Total incl. VAT')]).toEqual(['total'])
    expect([...labelRoles('TOTAL INC GST')]).toEqual(['total'])
    expect([...labelRoles('Total including tax')]).toEqual(['total'])
  })
})

describe('month names read with a zero for the O', () => {
  it('reads "0CT" and "N0V", with the year glued to the time', () => {
    expect(readDateTime(["0CT19'218:32AM"]).iso).toBe('2021-10-19T08:32:00')
    expect(readDateTime(['N0V7,202309:20:26']).iso).toBe('2023-11-07T09:20:26')
  })
})

describe('dates on photos taken in poor light', () => {
  it('takes no year from the hour of a time glued to the day ("Jan2708:5")', () => {
    expect(readDateTime(['07662 Jan2708:5'], 'mdy', true)).toEqual({ iso: '', sure: false })
    expect(readDateTime(["Chk 7862 Jan21'170B:56P"], 'mdy', true).iso.slice(0, 10)).toBe('2017-01-21')
  })

  it('puts back a year digit OCR read as a letter ("12/31/201B"), and offers the date unsure', () => {
    expect(readDateTime(['DATE2TIE12/31/201B6:05:02PH'], 'mdy', true)).toMatchObject({ sure: false })
    expect(readDateTime(['DATE2TIE12/31/201B6:05:02PH'], 'mdy', true).iso.slice(0, 10)).toBe('2018-12-31')
    expect(readDateTime(['12/31/2018 6:05:02PM'], 'mdy', true)).toMatchObject({ sure: true })
  })
})
