// The receipt parser on receipts from other countries: currency marks and codes, amounts without
// decimals, the words for totals and taxes, rounding lines and day-first dates. Small synthetic OCR
// line sets, one rule each.
import { describe, expect, it } from 'vitest'
import { amountStyleOf, findAmounts } from '@/domain/receipt/amounts'
import { detectCurrency } from '@/domain/receipt/currency'
import { dateOrderShown, readDateTime } from '@/domain/receipt/datetime'
import { labelRoles } from '@/domain/receipt/keywords'
import { parseReceiptLines } from '@/domain/receipt/parse'
import { lines } from './receipt-lines'

const cents = (text: string, style: 'decimal' | 'whole' = 'decimal') => findAmounts(text, style).map((a) => a.cents)

describe('amounts abroad', () => {
  it('reads currency marks and codes before or after the amount', () => {
    expect(cents('TOTAL RM12.50')).toEqual([1250])
    expect(cents('JUMLAH RM 12.50')).toEqual([1250])
    expect(cents('Summe EUR 12,50')).toEqual([1250])
    expect(cents('Summe 12,50 EUR')).toEqual([1250])
    expect(cents('Total S$8.90')).toEqual([890])
    // A code that starts the next amount is that amount's, not the previous one's suffix.
    expect(cents('1x13,61 EUR13,61')).toEqual([1361, 1361])
    // A code must be a word of its own: "FORM" is not ringgit.
    expect(findAmounts('FORM 3.20')[0]?.dollarSign).toBe(false)
  })

  it('reads dot thousands with a decimal comma, and refuses a number that reads two ways', () => {
    expect(cents('Total 1.234,56')).toEqual([123456])
    expect(cents('Total 1,234.56')).toEqual([123456])
    expect(cents('Total 1,234,56')).toEqual([])
  })

  it('reads whole-unit amounts (yen, rupiah) but not quantities, codes, dates or phone numbers', () => {
    expect(cents('Nasi Goreng 45,000', 'whole')).toEqual([4_500_000])
    expect(cents('Total 1.280', 'whole')).toEqual([128_000])
    expect(cents('¥500 Coffee', 'whole')).toEqual([50_000])
    expect(cents('Ramen 980', 'whole')).toEqual([98_000])
    expect(cents('Table 12', 'whole')).toEqual([])
    expect(cents('Order #1234', 'whole')).toEqual([])
    expect(cents('Tel 03-1234-5678', 'whole')).toEqual([])
    expect(cents('2018-02-16 12:30', 'whole')).toEqual([])
  })

  it('decides a receipt writes whole units from its amounts or its currency', () => {
    expect(amountStyleOf(['Nasi 45,000', 'Teh 12,000', 'Total 57,000', 'Tunai 100,000'])).toBe('whole')
    expect(amountStyleOf(['Coffee 3.00', 'Total 3.00'])).toBe('decimal')
    expect(amountStyleOf(['Ramen 980'], 'JPY')).toBe('whole')
  })
})

describe('words abroad', () => {
  it('knows totals: TOTAL, JUMLAH, SUMME, TOTAL TTC, NET A PAYER', () => {
    for (const word of ['JUMLAH', 'SUMME', 'Gesamtbetrag', 'TOTAL TTC', 'NET A PAYER', 'Jumlah Termasuk GST'])
      expect(labelRoles(word).has('total'), word).toBe(true)
  })

  it('knows subtotals: TOTAL HT, Zwischensumme, Total Excl GST, Sub Jumlah', () => {
    for (const word of ['TOTAL HT', 'Zwischensumme', 'Total Excl GST', 'Sub Jumlah', 'Sous-total'])
      expect([...labelRoles(word)], word).toEqual(['subtotal'])
  })

  it('knows taxes: GST, VAT, SST, MwSt, TVA, PB1', () => {
    for (const word of ['GST 6%', 'VAT 20%', 'SST 6%', 'MwSt 19%', 'TVA 10%', 'PB1 10%', 'inkl. MwSt'])
      expect([...labelRoles(word)], word).toEqual(['tax'])
  })

  it('knows rounding lines, cash and change words, and counts that are not totals', () => {
    expect([...labelRoles('Rounding Adj')]).toEqual(['rounding'])
    expect([...labelRoles('Pembulatan')]).toEqual(['rounding'])
    expect(labelRoles('TUNAI').has('payment')).toBe(true)
    expect(labelRoles('KEMBALI').has('payment')).toBe(true)
    expect(labelRoles('Total Qty').has('total')).toBe(false)
    expect(labelRoles('Rueckgeld').has('payment')).toBe(true)
    // OCR drops the space in "Excl GST".
    expect([...labelRoles('Total ExclGST')]).toEqual(['subtotal'])
    // OCR drops every space: the glued forms keep their roles.
    expect([...labelRoles('TotalExclGST')]).toEqual(['subtotal'])
    expect([...labelRoles('NETAPAYER')]).toEqual(['total'])
    expect([...labelRoles('TOTALTTC')]).toEqual(['total'])
    expect([...labelRoles('TOTALHT')]).toEqual(['subtotal'])
  })
})

describe('parsing receipts from abroad', () => {
  it('adds a rounding adjustment into the total (Malaysia, 5 sen)', () => {
    const receipt = parseReceiptLines(
      lines([
        ['RESTORAN SRI MELAYU'],
        ['24/01/2021 16:59'],
        ['NASI LEMAK', '11.29'],
        ['TEH TARIK', '5.10'],
        ['Total Excl GST', '16.39'],
        ['GST 6%', '0.98'],
        ['Rounding Adj', '-0.02'],
        ['TOTAL', 'RM17.35'],
        ['TUNAI', '20.00'],
        ['BAKI', '2.65'],
      ]),
    )
    expect(receipt).toMatchObject({ subtotal: 16.39, tax: 0.98, total: 17.35, currency: 'MYR' })
    expect(receipt.items.map((i) => i.price)).toEqual([11.29, 5.1])
    expect(receipt.date_time).toBe('2021-01-24T16:59:00')
  })

  it('reads a German receipt: decimal commas, SUMME EUR, VAT inside the prices, cash and change', () => {
    const receipt = parseReceiptLines(
      lines([
        ['Cafe am Markt'],
        ['03.07.2019 12:10'],
        ['Brezel', '2,50'],
        ['Kaffee', '3,20'],
        ['SUMME EUR', '5,70'],
        ['Geg. BAR', '10,00'],
        ['Rueckgeld', '4,30'],
        ['MwSt 19% incl.', '0,91'],
      ]),
    )
    expect(receipt).toMatchObject({ subtotal: 5.7, tax: 0, total: 5.7, currency: 'EUR' })
    expect(receipt.items.map((i) => i.price)).toEqual([2.5, 3.2])
    // 03.07.2019 is 3 July in a euro country.
    expect(receipt.date_time).toBe('2019-07-03T12:10:00')
  })

  it('reads a yen receipt with no decimals', () => {
    const receipt = parseReceiptLines(
      lines([
        ['Ramen Ichiban'],
        ['2020/09/20 16:35'],
        ['RAMEN', '¥980'],
        ['GYOZA', '¥1,100'],
        ['Subtotal', '2,080'],
        ['Tax 10%', '208'],
        ['Total', '¥2,288'],
        ['Cash', '3,000'],
        ['Change', '712'],
      ]),
    )
    expect(receipt).toMatchObject({ subtotal: 2080, tax: 208, total: 2288, currency: 'JPY' })
    expect(receipt.items.map((i) => i.price)).toEqual([980, 1100])
  })

  it('splits a quantity printed under the name ("3x22,82  68,46") into units', () => {
    const receipt = parseReceiptLines(
      lines([['CAFE CREME'], ['3x22,82', '68,46'], ['CROISSANT'], ['1x5,29', '5,29'], ['TOTAL', '73,75']]),
    )
    expect(receipt.items).toEqual([
      { name: 'CAFE CREME', price: 22.82 },
      { name: 'CAFE CREME', price: 22.82 },
      { name: 'CAFE CREME', price: 22.82 },
      { name: 'CROISSANT', price: 5.29 },
    ])
  })

  it('reads French TOTAL HT / TVA / TOTAL TTC', () => {
    const receipt = parseReceiptLines(
      lines([
        ['CAFE DE LA GARE'],
        ['CROQUE MONSIEUR', '9,50'],
        ['CAFE CREME', '3,50'],
        ['TOTAL HT', '11,82'],
        ['TVA 10%', '1,18'],
        ['TOTAL TTC', '13,00 EUR'],
      ]),
    )
    expect(receipt.total).toBe(13)
    expect(receipt.currency).toBe('EUR')
  })
})

describe('currency', () => {
  it('is named only when the print is sure of it', () => {
    expect(detectCurrency(['TOTAL RM12.50'], false)).toBe('MYR')
    expect(detectCurrency(['Summe EUR 5,70'], false)).toBe('EUR')
    expect(detectCurrency(['Total S$8.90'], false)).toBe('SGD')
    expect(detectCurrency(['Total ¥2,288'], false)).toBe('JPY')
    // Dollars with a US address are US dollars; dollars alone could be a dozen currencies.
    expect(detectCurrency(['Total $8.90'], true)).toBe('USD')
    expect(detectCurrency(['Total $8.90'], false)).toBeUndefined()
    // "¥" with decimals is yuan or yen.
    expect(detectCurrency(['Total ¥22.50'], false)).toBeUndefined()
    // Two currencies as often as each other: no answer.
    expect(detectCurrency(['EUR 5,00', 'USD 5.00'], false)).toBeUndefined()
  })
})

describe('dates abroad', () => {
  it('takes the order a receipt shows, else the country, and is unsure of a date that reads both ways', () => {
    expect(dateOrderShown(['16/02/2018'])).toBe('dmy')
    expect(dateOrderShown(['02/16/2018'])).toBe('mdy')
    expect(dateOrderShown(['03/07/2019'])).toBeNull()
    expect(readDateTime(['16/02/2018 12:30'], 'dmy', true)).toEqual({ iso: '2018-02-16T12:30:00', sure: true })
    expect(readDateTime(['03/07/2019'], 'dmy', true)).toEqual({ iso: '2019-07-03', sure: true })
    expect(readDateTime(['03/07/2019'], 'mdy', false)).toEqual({ iso: '2019-03-07', sure: false })
    expect(readDateTime(['Jan 24, 2019'], 'mdy', false)).toEqual({ iso: '2019-01-24', sure: true })
  })

  it('splits a time OCR glued after the date', () => {
    expect(readDateTime(['21/06/202020:51'], 'dmy', true).iso).toBe('2020-06-21T20:51:00')
    expect(readDateTime(['2020/09/2016:35'], 'mdy', false)).toEqual({ iso: '2020-09-20T16:35:00', sure: true })
    expect(readDateTime(['05/02/2014:52'], 'dmy', true).iso).toBe('2020-02-05T14:52:00')
    expect(dateOrderShown(['23.06.202118:41'])).toBe('dmy')
  })

  it('takes day first on a receipt written with decimal commas, even with no currency printed', () => {
    const receipt = parseReceiptLines(
      lines([['02/03/2024 08:53'], ['CAFE', '2,50'], ['CROISSANT', '1,80'], ['TOTALTTC', '4,30']]),
    )
    expect(receipt.date_time).toBe('2024-03-02T08:53:00')
    expect(receipt.total).toBe(4.3)
    expect(receipt.items).toHaveLength(2)
  })

  it('keeps month first on a US receipt: a first number above 12 is a misread digit, read unsure', () => {
    const receipt = parseReceiptLines(
      lines([
        ['GOLDEN PANDA'],
        ['1 Main St'],
        ['Baldwin Park, CA 91706'],
        ['Station:16/02/2018 04:18 PM'],
        ['Soda', '1.69'],
        ['Total', '1.69'],
      ]),
    )
    expect(receipt.date_time).toBe('2018-06-02T16:18:00')
    expect(receipt.confidence?.date_time).toBe(false)
  })

  it('reads a day-first date on a receipt in ringgit', () => {
    const receipt = parseReceiptLines(
      lines([['KEDAI AH SENG'], ['05/03/2019 10:15'], ['KOPI O', '2.50'], ['TOTAL', 'RM2.50']]),
    )
    expect(receipt.date_time).toBe('2019-03-05T10:15:00')
    expect(receipt.confidence?.date_time).toBe(true)
  })
})

describe('names and places', () => {
  it('keeps prices, codes, modifiers and column headings out of item names', () => {
    const receipt = parseReceiptLines(
      lines([
        ['Description'],
        ['12.00'],
        ['19-Special Combo Pho', '11.50'],
        ['Chole Samosa *** TO GO', '4.00'],
        ['COKE 04900000634', '1.50'],
        ['TOTAL', '29.00'],
      ]),
    )
    expect(receipt.items.map((i) => i.name)).toEqual(['Item', 'Special Combo Pho', 'Chole Samosa', 'COKE'])
  })

  it('is sure of a clean US address, and unsure of a garbled or glued one', () => {
    const clean = parseReceiptLines(
      lines([
        ['GREEN FIELD'],
        ['5305 E PACIFIC COAST HWY'],
        ['Long Beach, CA 90804'],
        ['Coffee', '3.00'],
        ['Total', '3.00'],
      ]),
    )
    expect(clean).toMatchObject({ location_name: 'GREEN FIELD', city: 'Long Beach', state: 'CA' })
    expect(clean.confidence?.location).toBe(true)
    const garbled = parseReceiptLines(
      lines([['HoUSE'], ['7649 TH AVE'], ['NEWYORK, NY 10019'], ['Coffee', '3.00'], ['Total', '3.00']]),
    )
    expect(garbled.city).toBe('NEW YORK')
    expect(garbled.confidence?.location).toBe(false)
    const glued = parseReceiptLines(
      lines([
        ['CAFEPARISIENLARCHMONTLLC'],
        ['242 N LARCHMONT BLVD'],
        ['LOS ANGELES, CA 90004'],
        ['Tea', '3.00'],
        ['Total', '3.00'],
      ]),
    )
    expect(glued.confidence?.location).toBe(false)
    // No city line understood (a receipt from abroad): the place is offered unticked.
    const abroad = parseReceiptLines(lines([['KEDAI AH SENG'], ['KOPI O', '2.50'], ['TOTAL', 'RM2.50']]))
    expect(abroad.confidence?.location).toBe(false)
  })
})
