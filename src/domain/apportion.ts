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
 * Guarantee: every part is floor(ideal) or ceil(ideal) (a part whose ideal is whole gets exactly that,
 * so a zero weight never receives a cent), and the parts sum to `target`. If `target` cannot be met
 * that way the caller has misused it (e.g. target is not the rounded sum of the ideals), and we throw
 * rather than return numbers that do not add up. Exact integer arithmetic; inputs must be safe integers.
 */
export function largestRemainder(
  target: number,
  numerators: readonly number[],
  denominator: number,
  tieKeys: readonly string[],
  preferredKey?: string,
): number[] {
  assertSafeInt(target, 'target')
  assertSafeInt(denominator, 'denominator')
  if (target < 0) throw new RangeError(`target must be non-negative, got ${target}`)
  if (denominator <= 0) throw new RangeError(`denominator must be positive, got ${denominator}`)
  if (numerators.length !== tieKeys.length) throw new RangeError('numerators and tieKeys differ in length')
  if (new Set(tieKeys).size !== tieKeys.length) throw new RangeError('tieKeys must be unique')

  const parts: number[] = []
  const remainders: number[] = []
  let assigned = 0
  for (const numerator of numerators) {
    assertSafeInt(numerator, 'numerator')
    if (numerator < 0) throw new RangeError(`numerators must be non-negative, got ${numerator}`)
    const floor = floorDiv(numerator, denominator)
    parts.push(floor)
    remainders.push(numerator - floor * denominator)
    assigned += floor
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
    const byRemainder = (remainders[b] as number) - (remainders[a] as number)
    if (byRemainder !== 0) return byRemainder
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
 */
export function apportion(
  total: number,
  weights: readonly number[],
  tieKeys: readonly string[],
  preferredKey?: string,
): number[] {
  assertSafeInt(total, 'total')
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
  const numerators = weights.map((w) => {
    const n = total * w
    assertSafeInt(n, 'total * weight')
    return n
  })
  return largestRemainder(total, numerators, sum, tieKeys, preferredKey)
}
