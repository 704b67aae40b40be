// Two kinds of percent, each an integer in its own unit so no float ever touches money:
//  - an event's tax and tip rate: thousandths of a percent ("milli-percent", suffix `MilliPct`),
//    100% = 100000, so real rates such as 8.875% (New York City) or 9.975% (Quebec) fit exactly;
//  - an item share: basis points (suffix `Bp`), 100% = 10000; shares keep 2 decimals, as typed.
// See docs/decisions/009-percent-thousandths-and-shown-figures.md.
import { assertSafeInt, mulDivHalfUp } from './money'

export const FULL_MILLI_PCT = 100_000
export const FULL_BP = 10_000

/** The tax/tip input hint: what parseRateToMilliPct accepts, said once for every form. */
export const RATE_HINT = 'Up to 3 decimals, 0-100%'

// Digits, optional dot and at most N decimals, optional trailing "%".
const PATTERNS: Record<number, RegExp> = { 2: /^(\d*)(?:\.(\d{0,2}))?\s*%?$/, 3: /^(\d*)(?:\.(\d{0,3}))?\s*%?$/ }

/** The percent as an integer with `decimals` (2 or 3) implied decimals; null unless 0..100. */
function parseScaled(input: string | number, decimals: 2 | 3): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim()
  const match = (PATTERNS[decimals] as RegExp).exec(text)
  if (!match) return null
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') return null
  const scale = 10 ** decimals
  const value = Number(whole || '0') * scale + Number(fraction.padEnd(decimals, '0'))
  return Number.isSafeInteger(value) && value <= 100 * scale ? value : null
}

/** The shortest decimal text that reads back to the same scaled integer: 8875 (3 decimals) -> "8.875". */
function scaledToString(value: number, decimals: 2 | 3): string {
  assertSafeInt(value, 'percent')
  const scale = 10 ** decimals
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const fraction = abs % scale
  const whole = (abs - fraction) / scale
  if (fraction === 0) return `${sign}${whole}`
  return `${sign}${whole}.${String(fraction).padStart(decimals, '0').replace(/0+$/, '')}`
}

/** A tax or tip rate: "8.875" -> 8875, "20" -> 20000, "7.25%" -> 7250. Null unless 0..100, <= 3 decimals. */
export function parseRateToMilliPct(input: string | number): number | null {
  return parseScaled(input, 3)
}

/** 8875 -> "8.875", 20000 -> "20", 7250 -> "7.25". */
export function milliPctToPercentString(milliPct: number): string {
  return scaledToString(milliPct, 3)
}

/** An item share: "33.33" -> 3333 bp. Null unless 0..100 with at most two decimals. */
export function parsePercentToBp(input: string | number): number | null {
  return parseScaled(input, 2)
}

/** 3333 -> "33.33", 2000 -> "20", 750 -> "7.5". */
export function bpToPercentString(bp: number): string {
  return scaledToString(bp, 2)
}

/** subtotal x rate, rounded half-up to a cent: the event's tax (or tip), and the "ideal" per-person
 * figure (rounded subtotal x rate). Exact integer arithmetic whatever the size (see mulDivHalfUp). */
export function amountFromMilliPct(subtotalCents: number, milliPct: number): number {
  if (subtotalCents < 0 || milliPct < 0) throw new RangeError('amountFromMilliPct takes non-negative values')
  return mulDivHalfUp(subtotalCents, milliPct, FULL_MILLI_PCT)
}

/** price x share, rounded half-up to a cent (the split dialog's per-person preview). */
export function amountFromBp(priceCents: number, bp: number): number {
  if (priceCents < 0 || bp < 0) throw new RangeError('amountFromBp takes non-negative values')
  return mulDivHalfUp(priceCents, bp, FULL_BP)
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
