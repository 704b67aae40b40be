// Rules the parser learned from real scanned receipts of another country (the SROIE dev half):
// dates with a month name printed day first, a tax the US does not have as a sign of day-first
// dates, the currency named only as a column's unit, a discount between subtotal and total, the
// amount to pay printed below partial totals, and a rounded total labelled "ROUNDING"; then, from the
// set's second batch, the total under a rounding line, partial totals that add up to the amount to pay,
// the words for amounts handed over, and numbers that run on past a date's year. Rows are in the shape
// of that set's transcribed lines.
import { describe, expect, it } from 'vitest'
import { findAmounts } from '@/domain/receipt/amounts'
import { detectCurrency } from '@/domain/receipt/currency'
import { namesDayFirstTax, readDateTime } from '@/domain/receipt/datetime'
import { labelRoles, namesAmountToPay } from '@/domain/receipt/keywords'
import { parseReceiptLines } from '@/domain/receipt/parse'
import { lines } from './receipt-lines'

describe('dates with a month name', () => {
  it('reads the day before the month name, not the year as a day', () => {
    expect(readDateTime(['10 APR 2018 18:21']).iso).toBe('2018-04-10T18:21:00')
    expect(readDateTime(['DATE : 04 JAN 2017 01:15PM']).iso).toBe('2017-01-04T13:15:00')
    expect(readDateTime(['14/JUN/2017 08:34:22']).iso).toBe('2017-06-14T08:34:22')
  })

  it('reads them when OCR glues day, month, year and time together', () => {
    expect(readDateTime(['10APR201818:21']).iso).toBe('2018-04-10T18:21:00')
    expect(readDateTime(['DATE :04JAN201701:15PM']).iso).toBe('2017-01-04T13:15:00')
  })

  it('still reads the month name first where the day follows it', () => {
    expect(readDateTime(['Jan24,2019 5:00PM']).iso).toBe('2019-01-24T17:00:00')
    expect(readDateTime(["Aug23'19 12:07PM"]).iso).toBe('2019-08-23T12:07:00')
  })
})

describe('a tax the US does not have', () => {
  it('says the receipt prints the day first', () => {
    expect(namesDayFirstTax(['GST REG NO : 000203587584'])).toBe(true)
    expect(namesDayFirstTax(['MwSt 19% 1,60'])).toBe(true)
    expect(namesDayFirstTax(['Sales Tax 1.20'])).toBe(false)
    // Canada's GST comes with HST, PST or QST and a mixed date order.
    expect(namesDayFirstTax(['GST 5% 1.00', 'PST 7% 1.40'])).toBe(false)
  })

  it('is found when OCR glues the next word on, but VAT must stand alone', () => {
    expect(namesDayFirstTax(['GSTID:002017394688'])).toBe(true)
    expect(namesDayFirstTax(['*6%GSTINCLUDED 0.38'])).toBe(true)
    expect(namesDayFirstTax(['VATS OF OIL 2.00'])).toBe(false)
  })

  it('settles an ambiguous date on a receipt with no currency mark', () => {
    const parsed = parseReceiptLines(
      lines([
        ['BROADVIEW MARKETING SDN BHD'],
        ['GST REG NO: 000203587584'],
        ['DATE', ':', '03/06/2017 5:02:54 PM'],
        ['SR* HM BAG', '1', '18.00', '18.00'],
        ['TOTAL :', '18.00'],
        ['CASH RECEIVED :', '18.00'],
      ]),
    )
    expect(parsed.date_time).toBe('2017-06-03T17:02:54')
    expect(parsed.confidence?.date_time).toBe(true)
  })
})

describe('the currency as a column unit', () => {
  it('names ringgit from "AMOUNT(RM)" or "TOTAL RM" with no amount beside the sign', () => {
    expect(detectCurrency(['GST SUMMARY AMOUNT(RM) TAX(RM)', 'SR 6 14.53 0.87'], false)).toBe('MYR')
    expect(detectCurrency(['TOTAL INCL. GST:RM 20.05', 'CASH:RM 50.00'], false)).toBe('MYR')
    expect(detectCurrency(['FORM 3.20', 'RMB 5.00'], false)).toBeUndefined()
  })
})

describe('the summary block', () => {
  it('takes a discount printed between subtotal and total off the subtotal', () => {
    const parsed = parseReceiptLines(
      lines([
        ['1', '6"HT (KB)', '15.60'],
        ['SUB-TOTAL', ':', '15.60'],
        ['COUPON DISCOUNT', ':', '8.90'],
        ['GRAND TOTAL', ':', '6.70'],
        ['PAYMENT', ':', '50.00'],
        ['CHANGE DUE', ':', '43.30'],
        ['*6% GST INCLUDED', ':', '0.38'],
      ]),
    )
    expect(parsed.total).toBe(6.7)
  })

  it('reads words OCR glued to "TOTAL" or to a tax name', () => {
    expect([...labelRoles('TOTALINCL.GST@6% RM')]).toEqual(['total'])
    expect([...labelRoles('TOTALPAYABLE:')]).toEqual(['total'])
    expect(namesAmountToPay('TOTALPAYABLE:')).toBe(true)
    // "GST TA AMT" (the taxable amount) is a summary line, not an item.
    expect([...labelRoles('GSTTAAMT')]).toEqual(['tax'])
  })

  it('knows the words for the amount to pay', () => {
    for (const label of [
      'TOTAL PAYABLE:',
      'GRAND TOTAL',
      'NETT TOTAL:',
      'FINAL TOTAL',
      'TOTAL ROUNDED',
      'Total Amt Payable',
    ])
      expect(namesAmountToPay(label), label).toBe(true)
    for (const label of ['TOTAL', 'SUB-TOTAL', 'TOTAL 0% SUPPLIES:', 'ROUNDING ADJ'])
      expect(namesAmountToPay(label), label).toBe(false)
  })

  it('takes the amount to pay over a smaller partial total printed above it', () => {
    const parsed = parseReceiptLines(
      lines([
        ['O.C. WHITE', '2.13', '10', '8', '0', '2', '4.26'],
        ['O.C JUMBO', '2.97', '10', '7', '0', '3', '8.91'],
        ['TOTAL 0% SUPPLIES:', '13.17'],
        ['KAYA-ORI', '2.40', '4', '0', '0', '4', '9.60'],
        ['TOTAL 6% SUPPLIES (EXCL. GST):', '9.60'],
        ['GST:', '0.58'],
        ['TOTAL 6% SUPPLIES (INC. GST):', '10.18'],
        ['TOTAL 0% SUPPLIES:', '13.17'],
        ['TOTAL PAYABLE:', '23.35'],
      ]),
    )
    expect(parsed.total).toBe(23.35)
  })

  it('reads a minus printed before the currency mark', () => {
    expect(findAmounts('ROUNDING ADJUSTMENT -RM 0.02').map((a) => a.cents)).toEqual([-2])
    expect(findAmounts('-$1.00').map((a) => a.cents)).toEqual([-100])
    // A hyphen after a word or a number is not a minus.
    expect(findAmounts('2018-RM 5.00').map((a) => a.cents)).toEqual([500])
    const parsed = parseReceiptLines(
      lines([
        ['CHOPPING BOARD 35.5X25.5CM', '1', 'X', '19.00', '19.00'],
        ['WAXCO WINDSHILED CLEANER 120ML', '1', 'X', '3.02', '3.02'],
        ['TOTAL', 'RM 22.02'],
        ['ROUNDING ADJUSTMENT', '-RM 0.02'],
        ['TOTAL ROUNDED', 'RM 22.00'],
        ['CASH', 'RM 50.00'],
        ['CHANGE', 'RM 28.00'],
      ]),
    )
    expect(parsed.total).toBe(22)
  })

  it('reads a "ROUNDING" row with more than a coin on it as the rounded total', () => {
    const parsed = parseReceiptLines(
      lines([
        ['967 ANCHOR SERBUK CUCI 4KG', 'RM18.80 S'],
        ['886 DOVE CREAM BAR SOAP 100', 'RM26.51 S'],
        ['TOTAL SALES (INCLUSIVE GST) RM', '45.31'],
        ['ROUNDING ADJUSTMENT RM', '-.01'],
        ['ROUNDING RM', '45.30'],
        ['CASH RM', '50.00'],
        ['CHANGE RM', '4.70'],
      ]),
    )
    expect(parsed.total).toBe(45.3)
  })
})

describe('the total under a rounding adjustment', () => {
  it('is the rounded amount to pay, though the total above it adds up too', () => {
    const parsed = parseReceiptLines(
      lines([
        ["70G P. COPY 450'S"],
        ['2PC @ 13.69', '27.38 T'],
        ['STAT-GREAT SAVING', '-6.40'],
        ['TOTAL RM INCL. OF GST', '20.98'],
        ['ROUNDING ADJ', '0.02'],
        ['TOTAL RM', '21.00'],
        ['CASH', '-50.00'],
        ['CHANGE', '29.00'],
      ]),
    )
    expect(parsed.total).toBe(21)
  })

  it('is found when its label does not name the amount to pay', () => {
    const parsed = parseReceiptLines(
      lines([
        ['1X 000000118927', '16.90SR'],
        ['V-CHOR FRA'],
        ['1X 000001888854', '0.20SR'],
        ['PLASTICS BAG'],
        ['SUB-TOTAL', '17.10'],
        ['TOTAL SALES INCL GST', '17.10'],
        ['ROUNDING ADJ', '-0.02'],
        // As transcribed: the misprint keeps the label from naming the amount to pay.
        ['TOTAL ATTER ADJ INCL GST', '17.08'],
        ['CASH', '20.00'],
      ]),
    )
    expect(parsed.total).toBe(17.08)
  })
})

describe('partial totals over the amount to pay', () => {
  it('takes the amount to pay when the partial totals above add up to it, a negative one too', () => {
    const parsed = parseReceiptLines(
      lines([
        ['O.C. WHITE', '2.13', '6', '4', '0', '2', '4.26'],
        ['O.C JUMBO', '2.97', '0', '4', '0', '-4', '-11.88'],
        ['TOTAL 0% SUPPLIES:', '-7.62'],
        ['CR-CORN', '0.72', '20', '0', '0', '20', '14.40'],
        ['TOTAL 6% SUPPLIES (EXCL. GST):', '14.40'],
        ['GST:', '0.86'],
        ['TOTAL 6% SUPPLIES (INC. GST):', '15.26'],
        ['TOTAL 0% SUPPLIES:', '-7.62'],
        ['TOTAL PAYABLE:', '7.64'],
      ]),
    )
    expect(parsed.total).toBe(7.64)
  })
})

describe('words of the summary block', () => {
  it('reads an amount "incl. GST" as the total and an amount handed over as a payment', () => {
    expect([...labelRoles('AMOUNT INCL. GST')]).toEqual(['total'])
    expect([...labelRoles('ACCEPTED TOTAL')]).toEqual(['payment'])
    expect([...labelRoles('CASH RECEIVED :')]).toEqual(['payment'])
    const parsed = parseReceiptLines(
      lines([
        ['010100 PAY PARKING TICKET', '5.00 RM'],
        ['AMOUNT INCL. GST', '5.00 RM'],
        ['ACCEPTED TOTAL', '10.00 RM'],
        ['CHANGE', '5.00 RM'],
        ['GST 6%', '0.28 RM'],
      ]),
    )
    expect(parsed.total).toBe(5)
  })

  it('reads "GROSS AMT" as the subtotal, "NET AMT" as the total and "SERV CHARGE" as a service charge', () => {
    expect([...labelRoles('GROSS AMT :')]).toEqual(['subtotal'])
    expect([...labelRoles('NET AMT :')]).toEqual(['total'])
    expect([...labelRoles('SERV. CHARGE (10%):')]).toEqual(['tip'])
    const gross = parseReceiptLines(
      lines([
        ['30W SUPER T8 LED TUBE -FNM @16.00'],
        ['00004285', '5', '16.00', '80.00', 'SR'],
        ['2X40W LED F/FITTING (EMPTY)-ITK @14.00'],
        ['00002348', '4', '14.00', '56.00', 'SR'],
        ['GROSS AMT :', '136.00'],
        ['GST (6%) :', '0.00'],
        ['NET AMT :', '136.00'],
        ['RECEIVED', '150.00'],
        ['CHANGE', '14.00'],
      ]),
    )
    expect(gross.total).toBe(136)
    const served = parseReceiptLines(
      lines([
        ['3', 'SABA SHIO YAKI SET', '53.70'],
        ['1', 'SALMON SHIO SET', '21.90'],
        ['SUBTOTAL', '75.60'],
        ['DISCOUNT', '-30.00'],
        ['TOTAL AMOUNT :', '45.60'],
        ['SERV CHARGE 10%', '4.56'],
        ['GST @ 6%', '3.01'],
        ['ROUNDING ADJ :', '-0.02'],
        ['TOTAL AMOUNT:', '53.15'],
      ]),
    )
    expect(served.total).toBe(53.15)
  })
})

describe('numbers that run on past the year', () => {
  it('are a phone or reference number, not a date', () => {
    expect(readDateTime(['TEL. : 05.22.95.66.66', 'LE 30/03/2018 A 12:36'], 'dmy').iso).toBe('2018-03-30T12:36:00')
    expect(readDateTime(['INVOICE NO: SP-NULL-18/06/20-1022050', 'DATE : 20/06/2018 18:07:10'], 'dmy').iso).toBe(
      '2018-06-20T18:07:10',
    )
  })

  it('show no date order', () => {
    const parsed = parseReceiptLines(
      lines([
        ['RELAIS TOTAL OULMES'],
        ['TEL. : 05.22.95.66.66'],
        ['LE 30/03/2018 A 12:36 V201855892CAISSIER 1'],
        ['CAFE CREME', '12.00', '2', '24.00'],
        ['TOTAL FACTURE : 24.00 DH'],
      ]),
    )
    expect(parsed.date_time).toBe('2018-03-30T12:36:00')
  })
})

describe('a count line', () => {
  it('prices no item: the amount beside the count is the bill', () => {
    const parsed = parseReceiptLines(
      lines([
        ["WALL'S TOPTEN CHOCOLATE 73ML"],
        ['1', 'WALK', '1.60', '1.60', '1.60', 'ZRL'],
        ['MAGNUM ALMOND 90ML'],
        ['1', 'WALK', '4.50', '4.50', '4.50', 'ZRL'],
        ['*TOTAL QTY: 2.00', '6.10'],
        ['TOTAL INCLUDES GST 0%', '6.10'],
        ["CUSTOMER'S PAYMENT"],
        ['CASH', '20.10'],
        ['CHANGE', '14.00'],
      ]),
    )
    expect(parsed.total).toBe(6.1)
    expect(parsed.items.map((i) => i.price)).toEqual([1.6, 4.5])
  })
})
