// The ONE apportionment routine: item shares, each person's tax and each person's tip all go through
// largestRemainder, so every split in the product sums exactly to the whole it splits.
// See docs/decisions/002-money-and-rounding.md.
import { assertSafeInt, floorDiv } from './money'

/**
 * 32-bit FNV-1a over the key's UTF-16 code units, then the murmur3 finaliser to spread nearby keys.
 * Ties are broken by this hash rather than by array position (which would make the result depend on
 * the order rows came back from the database) or by the key itself (which would hand every spare
 * cent to the same alphabetically-first person on every item). Seeding the key with an item id
 * spreads the spare cents around the table from item to item.
 */
export function tieHash(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * Splits `target` whole units into parts whose ideal (fractional) sizes are numerators[i]/denominator.
 * Every part starts at floor(ideal); the `target - sum(floors)` spare units go one each to the parts
 * with the largest fractional remainders, ties going first to `preferredKey` (an item's owner: on a
 * 1-cent item split 50/50 the owner pays the cent, not the person they shared it with), then to the
 * smaller tieHash(tieKeys[i]) (then the smaller key, so even a hash collision cannot make the result
 * order-dependent).
 *
 * A numerator may be negative (a person whose discounts outweigh their dishes gets a negative part of the
 * tax); the target may not, and floor(ideal) is then the lower whole number, so the guarantee below holds.
 *
 * Guarantee: every part is floor(ideal) or ceil(ideal) (a part whose ideal is whole gets exactly that,
 * so a zero weight never receives a cent), and the parts sum to `target`. If `target` cannot be met
 * that way the caller has misused it (e.g. target is not the rounded sum of the ideals), and we throw
 * rather than return numbers that do not add up. Exact integer arithmetic; inputs must be safe integers.
 */
export function largestRemainder(
  target: number,
  numerators: readonly number[] | readonly bigint[],
  denominator: number | bigint,
  tieKeys: readonly string[],
  preferredKey?: string,
): number[] {
  assertSafeInt(target, 'target')
  if (target < 0) throw new RangeError(`target must be non-negative, got ${target}`)
  if (numerators.length !== tieKeys.length) throw new RangeError('numerators and tieKeys differ in length')
  if (new Set(tieKeys).size !== tieKeys.length) throw new RangeError('tieKeys must be unique')

  // Products past 2^53 (a fixed tax amount times a large subtotal, src/domain/bill.ts) come as bigints;
  // everything else stays in doubles, which the split engine's speed budget needs (npm run bench).
  const big = typeof denominator === 'bigint' || numerators.some((n) => typeof n === 'bigint')
  const parts: number[] = []
  const remainders: Array<number | bigint> = []
  let assigned = 0
  if (big) {
    const d = BigInt(denominator)
    if (d <= 0n) throw new RangeError(`denominator must be positive, got ${d}`)
    for (const numerator of numerators) {
      const n = BigInt(numerator)
      // BigInt division truncates towards zero; a negative part's floor is one lower.
      const floor = n / d - (n % d < 0n ? 1n : 0n)
      parts.push(Number(floor))
      remainders.push(n - floor * d)
      assigned += Number(floor)
    }
  } else {
    const d = denominator as number
    assertSafeInt(d, 'denominator')
    if (d <= 0) throw new RangeError(`denominator must be positive, got ${d}`)
    for (const numerator of numerators as readonly number[]) {
      assertSafeInt(numerator, 'numerator')
      const floor = floorDiv(numerator, d)
      parts.push(floor)
      remainders.push(numerator - floor * d)
      assigned += floor
    }
  }

  const spare = target - assigned
  // Only parts with a fractional remainder may grow, and each by at most one unit.
  const candidates = remainders.flatMap((r, i) => (r > 0 ? [i] : []))
  if (spare < 0 || spare > candidates.length) {
    throw new RangeError(`cannot apportion ${target}: the floors sum to ${assigned} over ${candidates.length} parts`)
  }
  if (spare === 0) return parts

  const hashes = tieKeys.map(tieHash)
  candidates.sort((a, b) => {
    const ra = remainders[a] as number | bigint
    const rb = remainders[b] as number | bigint
    if (ra !== rb) return rb > ra ? 1 : -1
    if (preferredKey !== undefined && tieKeys[a] !== tieKeys[b]) {
      if (tieKeys[a] === preferredKey) return -1
      if (tieKeys[b] === preferredKey) return 1
    }
    const byHash = (hashes[a] as number) - (hashes[b] as number)
    if (byHash !== 0) return byHash
    const ka = tieKeys[a] as string
    const kb = tieKeys[b] as string
    return ka < kb ? -1 : ka > kb ? 1 : 0
  })
  for (const i of candidates.slice(0, spare)) parts[i] = (parts[i] as number) + 1
  return parts
}

/**
 * Splits `total` units in proportion to `weights` (ideal part = total * w / sum(w)); the parts sum to
 * `total` exactly. All weights zero (or none) with a non-zero total throws: there is nobody to give
 * the money to, and returning zeros would silently lose it. With a zero total it returns zeros.
 * A negative total (a discount line) is split by its size and every part takes its sign, so each
 * person's part of -$10.00 is exactly minus their part of $10.00.
 */
export function apportion(
  total: number,
  weights: readonly number[],
  tieKeys: readonly string[],
  preferredKey?: string,
): number[] {
  assertSafeInt(total, 'total')
  if (total < 0) return apportion(-total, weights, tieKeys, preferredKey).map((part) => (part === 0 ? 0 : -part))
  let sum = 0
  for (const w of weights) {
    assertSafeInt(w, 'weight')
    if (w < 0) throw new RangeError(`weights must be non-negative, got ${w}`)
    sum += w
  }
  assertSafeInt(sum, 'sum of weights')
  if (sum === 0) {
    if (total !== 0) throw new RangeError(`cannot apportion ${total} over zero total weight`)
    if (weights.length !== tieKeys.length) throw new RangeError('weights and tieKeys differ in length')
    return weights.map(() => 0)
  }
  if (weights.every((w) => Number.isSafeInteger(total * w)))
    return largestRemainder(
      total,
      weights.map((w) => total * w),
      sum,
      tieKeys,
      preferredKey,
    )
  const big = BigInt(total)
  return largestRemainder(
    total,
    weights.map((w) => big * BigInt(w)),
    BigInt(sum),
    tieKeys,
    preferredKey,
  )
}
