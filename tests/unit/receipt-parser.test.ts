// The receipt text parser on real OCR output: tests/fixtures/receipts/ocr/*.json
// are the lines our PP-OCR engine read from photos of the development set
// (/work/shared/receipts, ExpressExpense samples, MIT), saved once with their boxes.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findAmounts, findTrailingAmountWithoutPoint } from '@/domain/receipt/amounts'
import { extractDateTime } from '@/domain/receipt/datetime'
import { labelRoles, oneEditApart } from '@/domain/receipt/keywords'
import type { OcrLine } from '@/domain/receipt/ocr-line'
import { parseReceiptLines } from '@/domain/receipt/parse'
import { reconcileReceipt } from '@/domain/receipt/reconcile'
import { emptyReceipt, parsedReceiptSchema } from '@/domain/receipt/schema'
import { lines } from './receipt-lines'

const ocr = (id: string): OcrLine[] =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../fixtures/receipts/ocr', `${id}-receipt.json`), 'utf8'))

const prices = (id: string) => parseReceiptLines(ocr(id)).items.map((i) => i.price)

describe('parseReceiptLines on OCR of real receipts', () => {
  it('reads header, date, totals and splits "2 Lunch 45.90" into two items', () => {
    const receipt = parseReceiptLines(ocr('1000'))
    expect(parsedReceiptSchema.parse(receipt)).toEqual(receipt)
    expect(receipt).toMatchObject({
      isReceipt: true,
      location_name: 'GREEN FIELD',
      street: '5305 E PACIFIC COAST HWY',
      city: 'Long Beach',
      state: 'CA',
      zip: '90804',
      date_time: '2016-05-26T12:53:10',
      subtotal: 51.9,
      tax: 4.68,
      tip: '',
      total: 56.58,
    })
    expect(receipt.items).toEqual([
      { name: 'Coffee', price: 3 },
      { name: 'Lunch', price: 22.95 },
      { name: 'Lunch', price: 22.95 },
      { name: 'Coke', price: 3 },
    ])
  })

  it('splits a large quantity line at the unit price (20 × 9.00)', () => {
    const receipt = parseReceiptLines(ocr('1085'))
    expect(receipt.items.filter((i) => i.price === 9)).toHaveLength(20)
    expect(receipt.items).toHaveLength(23)
    expect(receipt).toMatchObject({ subtotal: 213, tax: 15.92, total: 228.92, date_time: '2017-05-04T16:10:00' })
  })

  it('reads a quantity column between name and price ("Adult Dinner  2  23.98")', () => {
    expect(prices('1113')).toEqual([11.99, 11.99, 1.69, 1.69])
  })

  it('splits "2 Tea 5.98" into two teas at 2.99 so the items add up to the subtotal', () => {
    // The dev set's label lists two teas at 5.98 each, which would not add up to the printed 38.95.
    const receipt = parseReceiptLines(ocr('1166'))
    expect(receipt.items.map((i) => i.price)).toEqual([10.98, 21.99, 2.99, 2.99])
    expect(receipt).toMatchObject({ subtotal: 38.95, tax: 3.21, total: 42.16, date_time: '2017-01-07T12:46:00' })
    expect(receipt.checks?.items_gap_cents).toBe(0)
  })

  it('uses unit and extended price columns ("2 Bottled Water 2.00 4.00") and takes a service charge as the tip', () => {
    const receipt = parseReceiptLines(ocr('1152'))
    expect(receipt.items.map((i) => i.price)).toEqual([8, 20, 25, 2, 2])
    expect(receipt).toMatchObject({ subtotal: 57, tip: '5.70', total: 62.7 })
  })

  it('reads abbreviated summary words (TXTL, TOTL) and prices without a leading digit (.62)', () => {
    const receipt = parseReceiptLines(ocr('1032'))
    expect(receipt).toMatchObject({ subtotal: 8.75, tax: 0.75, total: 9.5, date_time: '2017-03-19T20:14:00' })
    expect(receipt.items.map((i) => i.price)).toContain(0.62)
  })

  it('includes an added gratuity in the total and ignores the earlier pre-tip total', () => {
    const receipt = parseReceiptLines(ocr('1099'))
    expect(receipt).toMatchObject({ subtotal: 50.05, tax: 5.46, tip: '9.01', total: 64.52 })
    expect(receipt.items.map((i) => i.price)).toEqual([3.25, 14.95, 5.95, 9.95, 15.95])
  })

  it('ignores a suggested-gratuity table printed after the total', () => {
    const receipt = parseReceiptLines(ocr('1061'))
    expect(receipt).toMatchObject({ subtotal: 24.08, tax: 2.29, tip: '', total: 26.37 })
    expect(receipt.items.map((i) => i.price)).toEqual([12.19, 11.89])
  })

  it('pairs summary labels with amounts printed a row off (values below their labels)', () => {
    const receipt = parseReceiptLines(ocr('1105'))
    expect(receipt).toMatchObject({ subtotal: 21.5, tax: 1.37, total: 22.87 })
    expect(receipt.items.map((i) => i.price)).toEqual([1.75, 8, 1.75, 10])
  })

  it('pairs summary labels with amounts printed above them, keeping a +$0.00 modifier', () => {
    const receipt = parseReceiptLines(ocr('1187'))
    expect(receipt).toMatchObject({ subtotal: 46.54, tax: 3.84, total: 50.38 })
    expect(receipt.items.map((i) => i.price)).toEqual([7.99, 8.59, 2.99, 13.99, 0, 1.99, 10.99])
  })

  it('recovers a misread final total ("1S4:00") from the arithmetic with the written-in tip', () => {
    const receipt = parseReceiptLines(ocr('1190'))
    expect(receipt).toMatchObject({ subtotal: 108.8, tax: 9.66, tip: '35.54', total: 154 })
    expect(receipt.checks?.total_gap_cents).toBe(0)
  })
})

describe('rows on paper that slants more than its words', () => {
  it('pairs each name with its price when the price column slopes more than the names (curled paper)', () => {
    // Names at 0.05 rad, their prices 520 px to the right and 0.08 rad down from them: at the names' own
    // slant, each price sits more than half a row below its name.
    const rows: [string, string][] = [
      ['American Coffee', '$1.75'],
      ['Nutella Coconut Pancakes', '$8.00'],
      ['Cheddar Grits', '$10.00'],
      ['Subtotal', '$19.75'],
      ['Tax', '$1.26'],
      ['Total', '$21.01'],
    ]
    const slanted = rows.flatMap(([name, price], r) => {
      const y = 40 + 40 * r
      const drop = Math.round(0.08 * 520)
      return [
        { text: name, confidence: 0.99, box: { x0: 20, y0: y, x1: 200, y1: y + 24 }, angle: 0.05 },
        { text: price, confidence: 0.99, box: { x0: 600, y0: y + drop, x1: 660, y1: y + drop + 24 }, angle: 0.08 },
      ]
    })
    const receipt = parseReceiptLines(slanted)
    expect(receipt.items).toEqual([
      { name: 'American Coffee', price: 1.75 },
      { name: 'Nutella Coconut Pancakes', price: 8 },
      { name: 'Cheddar Grits', price: 10 },
    ])
    expect(receipt).toMatchObject({ subtotal: 19.75, tax: 1.26, total: 21.01 })
  })
})

describe('text from outside the receipt', () => {
  // 1170: a menu lies beside the receipt, slanted; its words sat in item names and the location.
  it('keeps words from another paper out of item names and the location', () => {
    const receipt = parseReceiptLines(ocr('1170'))
    expect(receipt.location_name).toBe('Buca di Beppo')
    expect(receipt.items.map((i) => i.name)).toEqual([
      'Iced Tea', // not "Iced Tea There's": nothing on a receipt is printed right of its prices
      'Sm Garlic Bread',
      '9oz Buca Chianti', // not "Peason #23 9oz …": off-slant text left of the item column
      '9oz Buca Chianti',
      'Gl Buca Chianti',
      'Sm Chop Antipasto Salad',
      'Lg Supremo Pizza',
    ])
    expect(receipt).toMatchObject({ subtotal: 100.26, tax: 9.02, total: 109.28 })
  })

  it('drops an aligned fragment that starts right of the price column', () => {
    const base = lines([
      ['Soup', '4.00'],
      ['Salad', '6.00'],
      ['Total', '10.00'],
    ])
    const stray = { text: 'Tomorrow', confidence: 0.99, box: { x0: 700, y0: 20, x1: 780, y1: 44 }, angle: 0 }
    expect(parseReceiptLines([...base, stray]).items.map((i) => i.name)).toEqual(['Soup', 'Salad'])
  })

  it('takes as the location only a row shaped like a business name, printed at the receipt slant', () => {
    // 1057: "INSE" is a slanted logo; 1078: a sentence; 1009: the street ("223NeuportBye") in larger print.
    expect(parseReceiptLines(ocr('1057')).location_name).toMatch(/^CAFE ?PARISIEN/)
    expect(parseReceiptLines(ocr('1078')).location_name).toBe('Tay Ho Oakland')
    expect(parseReceiptLines(ocr('1009')).location_name).toBe('Bella Pasta')
    const field = parseReceiptLines(lines([['NAME:CHARES'], ['Again.'], ['Soup', '4.00'], ['Total', '4.00']]))
    expect(field.location_name).toBe('')
  })
})

describe('parseReceiptLines on synthetic layouts', () => {
  it('does not take a labelled subtotal as the total when the printed total is misread', () => {
    // "TOTAL: $33.34" read as "$3.34": the item sum equals "Food Subtotal", which must stay the subtotal,
    // and the total comes from subtotal + tax.
    const receipt = parseReceiptLines(
      lines([
        ['1 Sprite', '2.55'],
        ['1 Chicken Caesar Salad', '8.95'],
        ['1 Chefs Special', '19.95'],
        ['Bar Subtotal:', '0.00'],
        ['Food Subtotal:', '31.45'],
        ['Tax1:', '1.89'],
        ['TOTAL:', '$3.34'],
      ]),
    )
    expect(receipt).toMatchObject({ subtotal: 31.45, tax: 1.89, total: 33.34 })
  })

  it('reads a price with a misread digit when the subtotal confirms it to the cent', () => {
    const receipt = parseReceiptLines(
      lines([
        ['Sushi Dinner', '1B.95'],
        ['Lady Gaga', '13.95'],
        ['Ginger Ale', '2.00'],
        ['Subtotal:', '34.90'],
        ['Tax:', '3.02'],
        ['Total:', '37.92'],
      ]),
    )
    expect(receipt.items).toEqual([
      { name: 'Sushi Dinner', price: 18.95 },
      { name: 'Lady Gaga', price: 13.95 },
      { name: 'Ginger Ale', price: 2 },
    ])
    // Unconfirmed, the same misread is no price at all.
    const unconfirmed = parseReceiptLines(
      lines([
        ...[
          ['Sushi Dinner', '1B.95'],
          ['Lady Gaga', '13.95'],
        ],
        ['Total:', '13.95'],
      ]),
    )
    expect(unconfirmed.items.map((i) => i.price)).toEqual([13.95])
  })

  it('reads two prices OCR garbled ("18:95", a lost point in "1395") when together they fill the gap to the subtotal', () => {
    const rows = [
      ['Server MANDY Guest2'],
      ['Sushi Dinner', '18:95'],
      ['w.Miso Soup'],
      ['Lady Gaga', '1395'],
      ['Ginger Ale', '2.00'],
      ['Fried Cheese Cake', '4.95'],
      ['Subtotal:', '39.85'],
      ['Tax:', '3.45'],
      ['Total:', '43.30'],
    ]
    const receipt = parseReceiptLines(lines(rows))
    expect(receipt.items.map((i) => [i.name, i.price])).toEqual([
      ['Sushi Dinner', 18.95],
      ['Lady Gaga', 13.95],
      ['Ginger Ale', 2],
      ['Fried Cheese Cake', 4.95],
    ])
    expect(receipt).toMatchObject({ subtotal: 39.85, tax: 3.45, total: 43.3 })
    // Two ways to fill the same gap: neither is guessed.
    const ambiguous = parseReceiptLines(
      lines([
        ['Soup', '5:00'],
        ['Salad', '5:00'],
        ['Tea', '2.00'],
        ['Subtotal:', '7.00'],
        ['Total:', '7.00'],
      ]),
    )
    expect(ambiguous.items.map((i) => i.price)).toEqual([2])
  })

  it('drops a stray first digit, as a "$" OCR read as an 8 ("820.00"), where the printed subtotal confirms it', () => {
    const rows = [
      ['TIKKA MASALA', '820.00'],
      ['PALAK PANEER', '$18.00'],
      ['BAINGAN BHARTA', '817.00'],
      ['Subtotal', '$55.00'],
      ['Tax', '$3.30'],
      ['Totalbefore tip:', '$58.30'],
    ]
    const receipt = parseReceiptLines(lines(rows))
    expect(receipt.items.map((i) => i.price)).toEqual([20, 18, 17])
    expect(receipt).toMatchObject({ subtotal: 55, tax: 3.3, tip: '', total: 58.3 })
    // A stray first digit on a receipt that prints no "$" (a mark left of the price), confirmed the same way.
    const stray = parseReceiptLines(
      lines([
        ['1Fajita Vegetable', '7.75'],
        ['1Taco Shrimp', '312.00'],
        ['Food', '19.75'],
        ['Tax', '2.01'],
        ['Total', '21.76'],
      ]),
    )
    expect(stray.items.map((i) => i.price)).toEqual([7.75, 12])
    expect(stray).toMatchObject({ subtotal: 19.75, total: 21.76 })
    // A subtotal two repairs can reach equally (either 8 could go) repairs nothing.
    const either = parseReceiptLines(
      lines([
        ['Soup', '85.00'],
        ['Stew', '85.00'],
        ['Subtotal', '$90.00'],
        ['Total', '$90.00'],
      ]),
    )
    expect(either.items.map((i) => i.price)).toEqual([85, 85])
    // One whose subtotal agrees with its prices keeps them.
    // The same misread in the summary: the arithmetic picks 58.30 over 858.30.
    const summary = parseReceiptLines(
      lines([
        ['TIKKA MASALA', '$20.00'],
        ['PALAK PANEER', '$18.00'],
        ['Subtotal', '$38.00'],
        ['Tax', '$2.30'],
        ['Total', '840.30'],
      ]),
    )
    expect(summary).toMatchObject({ subtotal: 38, tax: 2.3, total: 40.3 })
    const real = parseReceiptLines(
      lines([
        ['WINE CASE', '820.00'],
        ['CORKAGE', '$18.00'],
        ['Subtotal', '$838.00'],
        ['Total', '$838.00'],
      ]),
    )
    expect(real.items.map((i) => i.price)).toEqual([820, 18])
    // Items that already add up to one printed subtotal are left alone, whatever a second "subtotal" says.
    const twice = parseReceiptLines(
      lines([
        ['WINE CASE', '820.00'],
        ['CORKAGE', '$18.00'],
        ['Sub Total:', '$838.00'],
        ['Sub Total:', '$38.00'],
      ]),
    )
    expect(twice.items.map((i) => i.price)).toEqual([820, 18])
  })

  it('undoes one digit read as a lookalike (9 as 8) where the printed summary checks itself', () => {
    const summary = [
      ['Subtotal', '82.95'],
      ['Tax', '8.50'],
      ['Total', '91.45'],
    ]
    const misread = parseReceiptLines(
      lines([['Coke', '3.65'], ['Short Rib', '27.85'], ['Diet Coke', '3.65'], ['Rib Eye Steak', '47.70'], ...summary]),
    )
    expect(misread.items.map((i) => i.price)).toEqual([3.65, 27.95, 3.65, 47.7])
    expect(misread).toMatchObject({ subtotal: 82.95, tax: 8.5, total: 91.45 })
    // Two prices a lookalike away from fitting (27.85 and 47.85, both 8 for 9): none is changed.
    const either = parseReceiptLines(
      lines([['Short Rib', '27.85'], ['Rib Eye Steak', '47.85'], ['Soda', '7.15'], ...summary]),
    )
    expect(either.items.map((i) => i.price)).toEqual([27.85, 47.85, 7.15])
    // A summary that does not add up (the total says the subtotal is the misread one): nothing changes.
    const unsure = parseReceiptLines(
      lines([
        ['Short Rib', '27.85'],
        ['Rib Eye Steak', '47.80'],
        ['Soda', '7.20'],
        ['Subtotal', '82.95'],
        ['Tax', '8.50'],
        ['Total', '91.35'],
      ]),
    )
    expect(unsure.items.map((i) => i.price)).toEqual([27.85, 47.8, 7.2])
    // A gap no single lookalike digit closes (0.40) changes nothing.
    const far = parseReceiptLines(
      lines([['Short Rib', '27.55'], ['Rib Eye Steak', '47.80'], ['Soda', '7.20'], ...summary]),
    )
    expect(far.items.map((i) => i.price)).toEqual([27.55, 47.8, 7.2])
  })

  it('takes the priced row above the tax as the subtotal when its word is garbled and the arithmetic says so', () => {
    const receipt = parseReceiptLines(
      lines([
        ['FREE REFILL', '5.50'],
        ['TALL GREEN', '2.00'],
        ['BONE STAR', '3.50'],
        ['ORIGENAL.TIL', '11.00'],
        ['TAX', '0.91'],
        ['TOTAL', '11.91'],
      ]),
    )
    expect(receipt).toMatchObject({ subtotal: 11, tax: 0.91, total: 11.91 })
    expect(receipt.items.map((i) => i.price)).toEqual([5.5, 2, 3.5])
    // Where the items themselves add up, the last one stays an item.
    const plain = parseReceiptLines(
      lines([
        ['Fries', '3.00'],
        ['Burger', '8.00'],
        ['TAX', '0.91'],
        ['TOTAL', '11.91'],
      ]),
    )
    expect(plain.items.map((i) => i.price)).toEqual([3, 8])
    expect(plain).toMatchObject({ subtotal: 11, total: 11.91 })
  })

  it('reads a summary amount whose decimal point OCR read as a dash ("$55-00")', () => {
    const receipt = parseReceiptLines(
      lines([
        ['TIKKA MASALA', '$20.00'],
        ['PALAK PANEER'],
        ['BAINGAN BHARTA', '$17.00'],
        ['Subtotal', '$55-00'],
        ['Tax', '$3.30'],
        ['Total before tip:', '$58.30'],
      ]),
    )
    // A price went unread, so only the printed subtotal knows the bill was 55.00; the gap is reported.
    expect(receipt).toMatchObject({ tax: 3.3, tip: '', total: 58.3 })
    expect(receipt.checks).toMatchObject({ printed_subtotal_cents: 5500, items_gap_cents: 1800 })
  })

  it('reads a summary amount whose decimal point OCR lost ("Tax 350")', () => {
    const receipt = parseReceiptLines(
      lines([['Burger', '$12.00'], ['Fries', '$4.50'], ['Subtotal', '$16.50'], ['Tax 350'], ['Total', '$20.00']]),
    )
    expect(receipt).toMatchObject({ subtotal: 16.5, tax: 3.5, total: 20 })
    // A number glued to no word ("Check #4512") is not money.
    expect(findTrailingAmountWithoutPoint('Check #4512')).toEqual([])
  })

  it('still takes a "SUBTOTAL" row as the amount paid when no row is labelled the total', () => {
    const receipt = parseReceiptLines(
      lines([
        ['YELLOW LAKSA', 'RM11.60'],
        ['CENDOL', 'RM5.30'],
        ['SUBTOTAL', 'RM16.90'],
        ['CASH', 'RM20.00'],
        ['CHANGE', 'RM3.10'],
        ['TAXABLE AMOUNT', 'RM15.94'],
        ['6% GST', 'RM0.96'],
      ]),
    )
    expect(receipt.total).toBe(16.9)
  })

  it('says "not a receipt" when there are no prices', () => {
    const receipt = parseReceiptLines(lines([['WELCOME TO'], ['CITY PARK'], ['Open 9 to 5'], ['No dogs allowed']]))
    expect(receipt).toEqual({ ...emptyReceipt(false), ...receipt, isReceipt: false, items: [] })
    expect(receipt.isReceipt).toBe(false)
  })

  it('says "not a receipt" for an empty picture', () => {
    expect(parseReceiptLines([]).isReceipt).toBe(false)
  })

  it('handles "N @ unit" lines, discounts and a missing subtotal', () => {
    const receipt = parseReceiptLines(
      lines([
        ['CORNER CAFE'],
        ['2 @ 1.50 Iced Tea', '3.00'],
        ['Burger', '9.25'],
        ['Coupon', '-2.00'],
        ['Tax', '0.82'],
        ['Total', '$11.07'],
        ['Cash', '20.00'],
        ['Change', '8.93'],
      ]),
    )
    // The coupon printed under the burger is taken off the burger: each item is what it cost.
    expect(receipt.items.map((i) => i.price)).toEqual([1.5, 1.5, 7.25])
    expect(receipt).toMatchObject({ subtotal: 10.25, tax: 0.82, total: 11.07 })
    expect(receipt.checks).toMatchObject({ printed_subtotal_cents: 1025, total_gap_cents: 0 })
  })

  it('uses the item sum when the printed subtotal disagrees (docs/product.md#7-receipts) and reports the gap', () => {
    const receipt = parseReceiptLines(
      lines([
        ['Soup', '4.00'],
        ['Salad', '6.00'],
        ['Subtotal', '12.00'],
        ['Tax', '1.00'],
        ['Total', '13.00'],
      ]),
    )
    expect(receipt.subtotal).toBe(10)
    expect(receipt.checks).toEqual({
      items_sum_cents: 1000,
      printed_subtotal_cents: 1200,
      items_gap_cents: 200,
      total_gap_cents: 200,
    })
  })
})

describe('receipt text helpers', () => {
  it('finds prices but not dates, times, phones or percentages', () => {
    const cents = (t: string) => findAmounts(t).map((a) => a.cents)
    expect(cents('TOTAL:$13.03')).toEqual([1303])
    expect(cents('Visa 27,44')).toEqual([2744])
    expect(cents('CHNG .00')).toEqual([0])
    expect(cents('Coupon 5.00-')).toEqual([-500])
    expect(cents('Tax(8.75%): 3.01')).toEqual([301])
    expect(cents('5/26/2016 12:53:10 PM (562)597-0906')).toEqual([])
    expect(cents('Total 1,234.56')).toEqual([123456])
  })

  it('classifies summary words with word boundaries', () => {
    expect([...labelRoles('SUB TOTAL:')]).toEqual(['subtotal'])
    expect([...labelRoles('Total Tax')]).toEqual(['tax'])
    expect([...labelRoles('09:38PMT0TAL')]).toEqual(['total'])
    expect([...labelRoles('2 Bottled Water')]).toEqual([])
    expect(labelRoles('15%=$3.96').has('suggestion')).toBe(true)
    expect(labelRoles('Sbt1w/Tax:').has('total')).toBe(true)
    // Numbered tax lines, glued ("Tax1:") or not ("TAX 2").
    expect([...labelRoles('Tax1:')]).toEqual(['tax'])
    expect([...labelRoles('TAX 2')]).toEqual(['tax'])
    // Long summary words one letter off, as OCR misreads them; short ones and item names stay unread.
    expect([...labelRoles('SubYotal')]).toEqual(['subtotal'])
    expect([...labelRoles('ServicCharge 10%')]).toEqual(['tip'])
    expect([...labelRoles('Balamce Due')]).toEqual(['total'])
    expect([...labelRoles('TAKABLE SALES')]).toEqual(['subtotal'])
    expect([...labelRoles('Subtle Salad')]).toEqual([])
    expect([...labelRoles('Tx')]).toEqual(['tax'])
    expect([...labelRoles('Tota')]).toEqual([])
    // A total that names the tip it leaves out or takes in is a total, not the tip.
    expect([...labelRoles('Total before tip:')]).toEqual(['total'])
    expect([...labelRoles('Totalbefore tip:')]).toEqual(['total'])
    expect([...labelRoles('Pre-Tip Total')]).toEqual(['total'])
    expect([...labelRoles('Total w/o Gratuity')]).toEqual(['total'])
    expect(labelRoles('Tip amount:').has('tip')).toBe(true)
  })

  it('measures one edit apart', () => {
    expect(oneEditApart('subyotal', 'subtotal')).toBe(true)
    expect(oneEditApart('subtotl', 'subtotal')).toBe(true)
    expect(oneEditApart('subtootal', 'subtotal')).toBe(true)
    expect(oneEditApart('sbytotal', 'subtotal')).toBe(false)
    expect(oneEditApart('subtotal', 'subtotal')).toBe(true)
  })

  it('reads glued and named dates', () => {
    expect(extractDateTime(['5/4/20174:10PM'])).toBe('2017-05-04T16:10:00')
    expect(extractDateTime(['17-Feb-20189:41:47A'])).toBe('2018-02-17T09:41:47')
    expect(extractDateTime(["Jan21'170B:56PGst"])).toBe('2017-01-21T20:56:00')
    expect(extractDateTime(['June 23,2019at 2:33 PM'])).toBe('2019-06-23T14:33:00')
    expect(extractDateTime(['Date: 2016-07-08'])).toBe('2016-07-08')
    expect(extractDateTime(['Thank you'])).toBe('')
  })
})

describe('reconcileReceipt', () => {
  it('works in cents: 0.1 + 0.2 style sums do not drift', () => {
    const receipt = reconcileReceipt({
      ...emptyReceipt(true),
      items: [
        { name: 'a', price: 0.1 },
        { name: 'b', price: 0.2 },
      ],
      subtotal: 0.3,
      tax: 0.03,
      tip: '0.07',
      total: 0.4,
    })
    expect(receipt.subtotal).toBe(0.3)
    expect(receipt.checks).toEqual({
      items_sum_cents: 30,
      printed_subtotal_cents: 30,
      items_gap_cents: 0,
      total_gap_cents: 0,
    })
  })

  it('keeps a one-cent difference (within the one-cent tolerance)', () => {
    const receipt = reconcileReceipt({
      ...emptyReceipt(true),
      items: [{ name: 'a', price: 9.99 }],
      subtotal: 10,
      total: 10,
    })
    expect(receipt.subtotal).toBe(10)
    expect(receipt.checks?.items_gap_cents).toBe(1)
  })
})
