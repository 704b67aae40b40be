// Percentages are integer basis points: 100% = 10000 bp, so 8.88% = 888 bp. The spec keeps percents
// to 2 decimals, which is exactly one basis point, so every valid percent is a whole number of bp.
import { assertSafeInt, roundHalfUpDiv } from './money'

export const FULL_BP = 10_000

// Digits, optional dot and at most two decimals, optional trailing "%".
const PERCENT = /^(\d*)(?:\.(\d{0,2}))?\s*%?$/

/** "8.88" -> 888, "20" -> 2000, "7.5%" -> 750. Null unless 0..100 with at most two decimals. */
export function parsePercentToBp(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim()
  const match = PERCENT.exec(text)
  if (!match) return null
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') return null
  const bp = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(bp) && bp <= FULL_BP ? bp : null
}

/** 888 -> "8.88", 2000 -> "20", 750 -> "7.5": the shortest text that reads back to the same bp. */
export function bpToPercentString(bp: number): string {
  assertSafeInt(bp, 'bp')
  const sign = bp < 0 ? '-' : ''
  const abs = Math.abs(bp)
  const whole = Math.floor(abs / 100)
  const fraction = abs % 100
  if (fraction === 0) return `${sign}${whole}`
  return `${sign}${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`
}

/** subtotal x bp / 10000, rounded half-up to a cent, in exact integer arithmetic. This is the event's
 * tax (or tip) amount and the "ideal" per-person figure the spec describes. */
export function amountFromBp(subtotalCents: number, bp: number): number {
  assertSafeInt(subtotalCents, 'subtotalCents')
  assertSafeInt(bp, 'bp')
  if (subtotalCents < 0 || bp < 0) throw new RangeError('amountFromBp takes non-negative values')
  const product = subtotalCents * bp
  assertSafeInt(product, 'subtotalCents * bp')
  return roundHalfUpDiv(product, FULL_BP)
}

/**
 * The percent (in bp) that an amount typed in "amount mode" represents, per spec section 9:
 *  1. No subtotal (or nothing typed) -> 0: there is nothing to be a percent of.
 *  2. bp = amount / subtotal, rounded half-up to 2 decimals of a percent (1 bp).
 *  3. If that bp does not give back the typed amount (rounded to cents, the spec's 0.005 tolerance is
 *     half a cent, so in whole cents "does not give back" means "differs at all"), try one bp lower
 *     and one higher, and take a neighbour only when its amount is strictly closer. Above a $100
 *     subtotal one bp is worth more than a cent, so the round-trip cannot always be exact.
 *     The nudge exists in the spec to repair floating-point drift in step 2; with step 2 done in exact
 *     integer arithmetic it never finds a strictly closer neighbour (tests check both facts), but it
 *     stays as the spec's rule and as a guard should step 2 ever change.
 *  4. Clamped to 0..10000 (percent inputs are 0..100), before and during the nudge.
 */
export function bpFromAmount(amountCents: number, subtotalCents: number): number {
  assertSafeInt(amountCents, 'amountCents')
  assertSafeInt(subtotalCents, 'subtotalCents')
  if (subtotalCents <= 0 || amountCents <= 0) return 0
  const product = amountCents * FULL_BP
  assertSafeInt(product, 'amountCents * 10000')
  const first = Math.min(FULL_BP, roundHalfUpDiv(product, subtotalCents))
  const distance = (bp: number) => Math.abs(amountFromBp(subtotalCents, bp) - amountCents)
  let best = first
  if (distance(first) === 0) return best
  for (const candidate of [first - 1, first + 1]) {
    if (candidate < 0 || candidate > FULL_BP) continue
    if (distance(candidate) < distance(best)) best = candidate
  }
  return best
}
