import { describe, expect, it } from 'vitest'
import { BOM, csvField, toCsv } from '@/domain/csv'

describe('csv', () => {
  it('quotes per RFC 4180: commas, quotes, CR and LF', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
    expect(csvField('')).toBe('')
    expect(csvField(null)).toBe('')
  })

  it('neutralises formulas in text cells but not in amounts', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('-2')).toBe("'-2")
    expect(csvField('@cmd')).toBe("'@cmd")
    expect(csvField('\t=1')).toBe("'\t=1")
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`)
    expect(csvField('a=b')).toBe('a=b')
    expect(csvField({ cents: 1234 })).toBe('12.34')
    expect(csvField({ cents: 5 })).toBe('0.05')
    expect(csvField({ cents: -250 })).toBe('-2.50')
  })

  it('joins rows with CRLF after a BOM', () => {
    expect(
      toCsv([
        ['Name', 'Amount'],
        ['José', { cents: 100 }],
      ]),
    ).toBe(`${BOM}Name,Amount\r\nJosé,1.00\r\n`)
  })
})

describe('CSV amounts in any currency', () => {
  it('write as many decimals as the currency has', () => {
    expect(csvField({ cents: 1200, exponent: 0 })).toBe('1200')
    expect(csvField({ cents: 1250, exponent: 3 })).toBe('1.250')
    expect(csvField({ cents: 1250 })).toBe('12.50')
  })
})
