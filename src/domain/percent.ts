// Every percent is an integer number of thousandths of a percent ("milli-percent", suffix `MilliPct`),
// 100% = 100000, so no float ever touches money: an event's tax and tip rate (8.875% in New York City,
// 9.975% in Quebec) and an item share (33.333% + 33.333% + 33.334% = 100% exactly) alike, three
// decimals as typed. See docs/decisions/009-percent-thousandths-and-shown-figures.md and
// docs/decisions/035-exact-splits-and-price-rights.md.

import * as BILL from '../messages/bill'
import { assertSafeInt, mulDivHalfUp } from './money'

export const FULL_MILLI_PCT = 100_000

/** The tax/tip input hint: what parseRateToMilliPct accepts, said once for every form. */
export const RATE_HINT = BILL.rateHint

// Digits, optional dot and at most 3 decimals, optional trailing "%".
const PERCENT = /^(\d*)(?:\.(\d{0,3}))?\s*%?$/
// The same with four or more decimals: readable, but finer than a thousandth of a percent.
const TOO_PRECISE = /^\d*\.\d{4,}\s*%?$/

/** A percent as typed: "8.875" -> 8875, "20" -> 20000, "7.25%" -> 7250. Null unless 0..100, <= 3 decimals. */
function parseMilliPct(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim()
  const match = PERCENT.exec(text)
  if (!match) return null
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') return null
  const value = Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0'))
  return Number.isSafeInteger(value) && value <= FULL_MILLI_PCT ? value : null
}

/** Whether a percent was refused only for having a fourth decimal (or more), so it can say so. */
export function hasTooManyDecimals(input: string | number): boolean {
  return TOO_PRECISE.test(typeof input === 'number' ? String(input) : input.trim())
}

/** A tax or tip rate: "8.875" -> 8875, "20" -> 20000, "7.25%" -> 7250. Null unless 0..100, <= 3 decimals. */
export function parseRateToMilliPct(input: string | number): number | null {
  return parseMilliPct(input)
}

/** An item share: "33.333" -> 33333. Null unless 0..100 with at most three decimals (never rounded). */
export function parseShareToMilliPct(input: string | number): number | null {
  return parseMilliPct(input)
}

/** The shortest decimal text that reads back to the same value: 8875 -> "8.875", 20000 -> "20", 7250 -> "7.25". */
export function milliPctToPercentString(milliPct: number): string {
  assertSafeInt(milliPct, 'percent')
  const sign = milliPct < 0 ? '-' : ''
  const abs = Math.abs(milliPct)
  const fraction = abs % 1000
  const whole = (abs - fraction) / 1000
  if (fraction === 0) return `${sign}${whole}`
  return `${sign}${whole}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`
}

/** Always three decimals, for a column of figures (the CSV): 33333 -> "33.333", 100000 -> "100.000". */
export function milliPctToFixedString(milliPct: number): string {
  assertSafeInt(milliPct, 'percent')
  if (milliPct < 0) throw new RangeError('milliPctToFixedString takes a non-negative percent')
  return `${Math.floor(milliPct / 1000)}.${String(milliPct % 1000).padStart(3, '0')}`
}

/** subtotal x rate (or price x share), rounded half-up to a cent: the event's tax (or tip), the "ideal" per-person
 * figure (rounded subtotal x rate). Exact integer arithmetic whatever the size (see mulDivHalfUp). */
export function amountFromMilliPct(subtotalCents: number, milliPct: number): number {
  if (subtotalCents < 0 || milliPct < 0) throw new RangeError('amountFromMilliPct takes non-negative values')
  return mulDivHalfUp(subtotalCents, milliPct, FULL_MILLI_PCT)
}

/**
 * The rate an amount typed in "amount mode" represents, to 3 decimals (one milli-percent; rates need
 * the third decimal, docs/decisions/009):
 *  1. No subtotal (or nothing typed) -> 0: there is nothing to be a percent of.
 *  2. rate = amount / subtotal, rounded half-up to a thousandth of a percent.
 *  3. If that rate does not give back the typed amount (in whole cents a half-cent tolerance
 *     means "differs at all"), try one step lower and higher and take a neighbour only when its amount
 *     is strictly closer. Above a $1,000 subtotal one step is worth more than a cent, so the round-trip
 *     cannot always be exact. With step 2 exact the nudge never fires (tests check it); it stays as the
 *     stated rule and as a guard should step 2 change.
 *  4. Clamped to 0..100%, before and during the nudge.
 */
export function milliPctFromAmount(amountCents: number, subtotalCents: number): number {
  assertSafeInt(amountCents, 'amountCents')
  assertSafeInt(subtotalCents, 'subtotalCents')
  if (subtotalCents <= 0 || amountCents <= 0) return 0
  if (amountCents >= subtotalCents) return FULL_MILLI_PCT
  const first = mulDivHalfUp(amountCents, FULL_MILLI_PCT, subtotalCents)
  const distance = (m: number) => Math.abs(amountFromMilliPct(subtotalCents, m) - amountCents)
  let best = first
  if (distance(first) === 0) return best
  for (const candidate of [first - 1, first + 1]) {
    if (candidate < 0 || candidate > FULL_MILLI_PCT) continue
    if (distance(candidate) < distance(best)) best = candidate
  }
  return best
}
