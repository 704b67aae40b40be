import { parseDollarsToCents } from '@/domain/money'
import { parsePercentToBp } from '@/domain/percent'

// Reading tax/tip inputs. A blank box means 0 (the default the form starts with), so clearing a field
// is not an error; anything else must be a real percent or amount, parsed once, here, at the edge.

export const PERCENT_ERROR = 'Enter a percentage from 0 to 100 (at most 2 decimals)'
export const AMOUNT_ERROR = 'Enter an amount of at least $0.00 (at most 2 decimals)'

export type Parsed = { value: number; error: null } | { value: null; error: string }

export function readPercent(text: string): Parsed {
  if (text.trim() === '') return { value: 0, error: null }
  const bp = parsePercentToBp(text)
  return bp === null ? { value: null, error: PERCENT_ERROR } : { value: bp, error: null }
}

export function readAmount(text: string): Parsed {
  if (text.trim() === '') return { value: 0, error: null }
  const cents = parseDollarsToCents(text)
  return cents === null ? { value: null, error: AMOUNT_ERROR } : { value: cents, error: null }
}
