import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanText, INVALID_TEXT_MESSAGE, isBlank, text } from '../../src/domain/schemas/text'

describe('cleanText', () => {
  it('composes to NFC and drops controls, bidi overrides and isolates, zero-width spaces and BOMs', () => {
    expect(cleanText('Cafe\u0301')).toBe('Café')
    expect(cleanText('Cafe\u200B\u0301')).toBe('Café')
    expect(cleanText('a\u0000b\u0007c\u007Fd\u009Fe')).toBe('abcde')
    expect(cleanText('\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069')).toBe('abcdefgh')
    expect(cleanText('zero\u200Bwidth\u2060join\uFEFF')).toBe('zerowidthjoin')
  })

  it('keeps line breaks only in multi-line text, and joiners that emoji need', () => {
    expect(cleanText('one\r\ntwo\rthree\u2028four\tfive')).toBe('one two three four five')
    expect(cleanText('one\r\ntwo\tthree', true)).toBe('one\ntwo\tthree')
    expect(cleanText('👩‍🍳')).toBe('👩‍🍳')
  })

  it('turns text with nothing visible into the empty string', () => {
    expect(cleanText('\u200D\u200C\u00AD \u3164\uFE0F')).toBe('')
    expect(isBlank(' \t\u200D')).toBe(true)
    expect(isBlank('a\u200D')).toBe(false)
  })

  it('is idempotent and never leaves a control or bidi character behind', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (s, multiline) => {
        const once = cleanText(s, multiline)
        expect(cleanText(once, multiline)).toBe(once)
        expect(once).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/)
        expect(once).not.toMatch(multiline ? /(?![\t\n])\p{Cc}/u : /\p{Cc}/u)
      }),
    )
  })
})

describe('text()', () => {
  const title = text({ label: 'Event Title', max: 10, required: 'Event Title is required' })

  it('trims, checks the length after cleaning and refuses blank or invisible-only text', () => {
    expect(title.parse('  Tacos\u200B  ')).toBe('Tacos')
    expect(title.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Event Title must be at most 10 characters')
    expect(title.safeParse('\u200B\u202E ').error?.issues[0]?.message).toBe('Event Title is required')
    expect(text({ label: 'Note', max: 5 }).parse('\u200D ')).toBe('')
  })

  it('refuses lone surrogates instead of guessing what they meant', () => {
    expect(title.safeParse('a\uD800b').error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE)
    expect(title.safeParse('b\uDC00').error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE)
    expect(title.parse('😀')).toBe('😀')
  })
})
