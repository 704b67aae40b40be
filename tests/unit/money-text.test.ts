import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localizeMoneyText, markedMoney, moneyMark, readMoneyText } from '../../src/domain/money-text'

describe('amounts in stored text, read in each viewer locale', () => {
  const stored = `You are owed ${markedMoney('EUR').format(119399)} for Biergarten: Ann owes you ${moneyMark('EUR', 119399)}.`

  it('reads as en-US words for API readers, with where each amount sits', () => {
    const read = readMoneyText(stored)
    expect(read.text).toBe('You are owed €1,193.99 for Biergarten: Ann owes you €1,193.99.')
    expect(read.amounts).toHaveLength(2)
    const [first] = read.amounts
    expect(read.text.slice(first?.start, first?.end)).toBe('€1,193.99')
  })

  it('writes every amount the way the viewer writes it', () => {
    expect(localizeMoneyText(readMoneyText(stored), 'de-DE')).toBe(
      'You are owed 1.193,99\u00A0€ for Biergarten: Ann owes you 1.193,99\u00A0€.',
    )
    const yen = readMoneyText(`Your tab: ${moneyMark('JPY', 1280)}`)
    expect(localizeMoneyText(yen, 'ja-JP')).toBe('Your tab: ￥1,280')
    expect(localizeMoneyText(readMoneyText(`Owed ${moneyMark('KWD', 3250)}`), 'en-US')).toBe('Owed KWD\u00A03.250')
  })

  it('leaves text written before marks, and marks people could type, as they are', () => {
    expect(readMoneyText('You owe $12.50')).toEqual({ text: 'You owe $12.50', amounts: [] })
    // Without the control characters a "mark" is just words.
    expect(readMoneyText('Item EUR:100').text).toBe('Item EUR:100')
    // A mark of an unknown currency is dropped rather than shown as code.
    expect(readMoneyText(`x ${moneyMark('ZZZ', 5)} y`).text).toBe('x  y')
  })

  it('keeps the words around any amounts the same in every locale (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string().map((s) => s.replaceAll('\u001E', '').replaceAll('\u001F', '')),
            fc.integer({ min: -1e9, max: 1e9 }),
          ),
          {
            maxLength: 5,
          },
        ),
        fc.constantFrom('en-US', 'de-DE', 'ja-JP', 'fr-CH', 'ar-EG'),
        fc.constantFrom('USD', 'JPY', 'KWD', 'EUR'),
        (pieces, locale, currency) => {
          const stored = pieces.map(([words, minor]) => words + moneyMark(currency, minor)).join('')
          const read = readMoneyText(stored)
          const local = localizeMoneyText(read, locale)
          // Take the amounts out of the localized text: what is left is exactly the people's words.
          let rest = local
          for (const [, minor] of pieces) {
            const shown = readMoneyText(moneyMark(currency, minor), locale).text
            rest = rest.replace(shown, '')
          }
          expect(rest).toBe(pieces.map(([words]) => words).join(''))
        },
      ),
    )
  })
})
