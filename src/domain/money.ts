// Money is integer cents everywhere (D1, JSON, domain). User input is parsed to cents once, at the
// edge, from its decimal text: never through floating-point multiplication, so "0.29" is 29 and not 28.
// See docs/decisions/002-money-and-rounding.md.

/** Largest price a single item may have: $100,000. Callers validate against it (the parser does not,
 * because the same parser reads tax and tip amounts). */
export const MAX_ITEM_PRICE_CENTS = 10_000_000

/** Largest amount any API field takes (a tax, tip or receipt total): $100,000,000. Bounded so that
 * amount x 100% in the percent code's integer units stays far inside Number.MAX_SAFE_INTEGER, where
 * the domain's exact arithmetic would otherwise throw (see docs/decisions/008). */
export const MAX_AMOUNT_CENTS = 10_000_000_000

/** Throws when a value that must be a whole, exactly representable number is not: that is a bug in the
 * caller, never bad user input (user input goes through the parsers, which return null instead). */
export function assertSafeInt(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`)
}

/** floor(a / b) for b > 0, exact for any safe integers: `%` is exact on doubles and (a - r) is a
 * multiple of b, so the final division has no rounding error to leak through Math.floor. */
export function floorDiv(a: number, b: number): number {
  assertSafeInt(a, 'dividend')
  assertSafeInt(b, 'divisor')
  if (b <= 0) throw new RangeError(`divisor must be positive, got ${b}`)
  const r = ((a % b) + b) % b
  return (a - r) / b
}

/** a / b rounded to the nearest integer, exact halves going up (towards +infinity), for b > 0.
 * Half-up because that is how people round money by hand, so our figures match a hand check. */
export function roundHalfUpDiv(a: number, b: number): number {
  return floorDiv(2 * a + b, 2 * b)
}

/** a x b / d rounded half-up, exact for any non-negative safe integers: in doubles when the
 * product is safely below 2^53, otherwise in BigInt (a $1M subtotal x 100% in milli-percent is 10^13,
 * far below, but a rate times a huge amount must never round silently). */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  assertSafeInt(a, 'a')
  assertSafeInt(b, 'b')
  assertSafeInt(d, 'd')
  if (a < 0 || b < 0 || d <= 0) throw new RangeError('mulDivHalfUp takes a, b >= 0 and d > 0')
  const product = a * b
  if (Number.isSafeInteger(2 * product + d)) return roundHalfUpDiv(product, d)
  const big = (BigInt(a) * BigInt(b) * 2n + BigInt(d)) / (2n * BigInt(d))
  const result = Number(big)
  assertSafeInt(result, 'a x b / d')
  return result
}

// Optional "$", then either plain digits or comma-grouped thousands, then at most two decimals.
// Misplaced commas ("12,34") are rejected rather than guessed at: they may be a European decimal.
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/

/**
 * Parses what a person typed ("12", "12.5", ".99", "$1,234.56") or a number from a numeric input into
 * cents. Returns null for anything else: blank, negative, NaN/Infinity, exponents, or more than two
 * decimals (we refuse to silently round a typed "1.005" to either 100 or 101 cents).
 */
export function parseDollarsToCents(input: string | number): number | null {
  // String(n) gives the shortest text that round-trips, so 12.5 -> "12.5" and 0.1 + 0.2 -> a long
  // string with more than two decimals, which is then rightly rejected.
  const text = typeof input === 'number' ? String(input) : input.trim()
  const match = DOLLARS.exec(text)
  if (!match) return null
  const whole = (match[1] ?? '').replaceAll(',', '')
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') return null
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}

// Constructing an Intl formatter is comparatively slow (the first one loads locale data: ~25 ms on a phone)
// and bills render many amounts: one, made on first use, so pages that show no amount never pay for it.
let usd: Intl.NumberFormat | undefined

/** "$1,234.50" for 123450. Throws on non-integer cents: a fractional cent is a bug upstream. */
export function formatUSD(cents: number): string {
  assertSafeInt(cents, 'cents')
  // Dividing an integer by 100 lands within a hair of the exact decimal, and the formatter rounds to
  // two places, so the shown text is exact for every safe amount we deal in.
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(cents / 100)
}

/** "12.50" for 1250: the plain form for pre-filling inputs (no symbol, no grouping). */
export function centsToDollarsString(cents: number): string {
  assertSafeInt(cents, 'cents')
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
