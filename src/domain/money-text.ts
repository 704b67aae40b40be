import { isCurrencyCode, type Money, moneyIn } from './currency'

// Amounts inside text the server writes for later readers (notifications): stored as marks that name the
// currency and the minor units, so each reader sees them in their own locale ("€1,193.99" in en-US,
// "1.193,99 €" in de-DE). The marks are bounded by control characters, which people's own text can never
// hold (text() strips them), so an item or person named like a mark cannot forge an amount.

const OPEN = '\u001E'
const CLOSE = '\u001F'
const MARK = new RegExp(`${OPEN}([A-Z]{3}):(-?\\d{1,15})${CLOSE}`, 'g')

export type TextAmount = { start: number; end: number; currency: string; minor: number }
export type MoneyText = { text: string; amounts: TextAmount[] }

/** An amount as a mark, to be written into stored text. */
export const moneyMark = (currency: string, minor: number) => `${OPEN}${currency}:${Math.trunc(minor)}${CLOSE}`

/**
 * Money for text written now and read later: `format` writes marks; reading and input stay en-US, the
 * server's own way of writing, for any text that is not stored.
 */
export function markedMoney(currency: string): Money {
  const plain = moneyIn(currency, 'en-US')
  return { ...plain, format: (minor) => moneyMark(currency, minor) }
}

/**
 * Stored text as plain words in `locale` (en-US for API readers), with where each amount sits so a reader
 * in another locale can write it their way. Text without marks (written before marks) comes back as it is.
 */
export function readMoneyText(stored: string, locale = 'en-US'): MoneyText {
  const amounts: TextAmount[] = []
  let text = ''
  let last = 0
  for (const match of stored.matchAll(MARK)) {
    const [whole, currency = '', digits = ''] = match
    text += stored.slice(last, match.index)
    last = match.index + whole.length
    if (!isCurrencyCode(currency)) continue
    const minor = Number(digits)
    const shown = moneyIn(currency, locale).format(minor)
    amounts.push({ start: text.length, end: text.length + shown.length, currency, minor })
    text += shown
  }
  text += stored.slice(last)
  return { text: text.replaceAll(OPEN, '').replaceAll(CLOSE, ''), amounts }
}

/** The text with each amount written the way `locale` writes it. */
export function localizeMoneyText({ text, amounts }: MoneyText, locale: string): string {
  let out = ''
  let last = 0
  for (const a of [...amounts].sort((x, y) => x.start - y.start)) {
    if (a.start < last || a.end > text.length) continue
    out += text.slice(last, a.start) + moneyIn(a.currency, locale).format(a.minor)
    last = a.end
  }
  return out + text.slice(last)
}
