// How a person chose to split an item, kept as chosen (decision 046): 'percent' (33.333 / 66.667),
// 'equal' (everyone listed, the owner too, the same), 'shares' (2 : 1) or 'amounts' ($6.67 / $3.33).
// The bill splits the price by the chosen weights with the one largest-remainder routine
// (src/domain/apportion.ts), so an equal split of $3,000.00 three ways is $1,000.00 each and 2 : 1 of
// $10.00 is $6.67 / $3.33. Percent splits keep their rules in src/domain/split.ts. The modes and the
// arithmetic are split-weights.ts; this module checks what a person typed, with its messages.
import * as ITEMS from '../messages/items-more'

import { percentsOfWeights, SHARE_UNIT } from './split-weights'

export const SPLIT_MODE_MESSAGES = ITEMS.splitModeRules

const MAX_SHARES = 1000 * SHARE_UNIT
const SHARES = /^(\d{1,4})(?:[.,](\d{0,3}))?$/

/** "2" -> 2000, "1.5" -> 1500, "0" -> 0; null for anything else (blank, negative, a fourth decimal). */
export function parseShareCount(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim()
  const match = SHARES.exec(text)
  if (!match) return null
  const value = Number(match[1]) * SHARE_UNIT + Number((match[2] ?? '').padEnd(3, '0'))
  return value <= MAX_SHARES ? value : null
}

/** 2000 -> "2", 1500 -> "1.5": what the Split Item box shows again. */
export function shareCountText(weight: number): string {
  const whole = Math.floor(weight / SHARE_UNIT)
  const fraction = weight % SHARE_UNIT
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`
}

export type WeightedSplitInput = {
  mode: 'equal' | 'shares' | 'amounts'
  itemId: string
  priceCents: number
  /** The owner's person key, or null for an item nobody owns (the listed people then take all of it). */
  ownerKey: string | null
  /** equal: whether the owner is one of the equal parts (default yes); shares: the owner's count as typed. */
  owner?: { included?: boolean; shares?: string | number }
  /** equal: nothing; shares: the count as typed ("2"); amounts: minor units. */
  people: ReadonlyArray<{ personKey: string; shares?: string | number; amountCents?: number }>
}

export type WeightedSplit =
  | {
      ok: true
      ownerWeight: number | null
      /** The rows to store (the owner's part is ownerWeight, never a row), each with its worked-out percent. */
      shares: Array<{ personKey: string; weight: number; shareMilliPct: number }>
    }
  | { ok: false; message: string }

/**
 * Checks a split given as equal parts, share counts or amounts, and works out what to store: each
 * person's weight as chosen and its percent. Amounts must add up to the price exactly on an item nobody
 * owns, and to no more than the price on an owned one (the owner keeps the rest); on a discount line
 * (negative price) amounts are typed as the size of each person's part of it.
 */
export function validateWeightedSplit(input: WeightedSplitInput): WeightedSplit {
  const merged = new Map<string, number>()
  const size = Math.abs(input.priceCents)
  for (const person of input.people) {
    if (person.personKey === input.ownerKey) continue
    let weight: number
    if (input.mode === 'equal') weight = 1
    else if (input.mode === 'shares') {
      const count = parseShareCount(person.shares ?? '')
      if (count === null) return { ok: false, message: SPLIT_MODE_MESSAGES.invalidShares }
      weight = count
    } else {
      const cents = person.amountCents
      if (cents === undefined || !Number.isSafeInteger(cents) || cents < 0 || cents > size)
        return { ok: false, message: SPLIT_MODE_MESSAGES.invalidAmount }
      weight = cents
    }
    merged.set(person.personKey, (merged.get(person.personKey) ?? 0) + weight)
  }
  for (const [key, weight] of merged) if (weight === 0) merged.delete(key)
  if (merged.size === 0) return { ok: false, message: ITEMS.splitRules.noParticipant }

  let ownerWeight: number | null = null
  if (input.ownerKey !== null) {
    if (input.mode === 'equal') ownerWeight = input.owner?.included === false ? 0 : 1
    else if (input.mode === 'shares') {
      const count = parseShareCount(input.owner?.shares ?? '0')
      if (count === null) return { ok: false, message: SPLIT_MODE_MESSAGES.invalidShares }
      ownerWeight = count
    }
  }
  if (input.mode === 'amounts') {
    const given = [...merged.values()].reduce((a, b) => a + b, 0)
    if (input.ownerKey === null && given !== size) return { ok: false, message: SPLIT_MODE_MESSAGES.amountsNotPrice }
    if (given > size) return { ok: false, message: SPLIT_MODE_MESSAGES.amountsOverPrice }
    if (input.ownerKey !== null) ownerWeight = size - given
  }

  const rows = [...merged].map(([personKey, weight]) => ({ personKey, weight }))
  const ownerKey = input.ownerKey ?? 'unassigned'
  const percents = percentsOfWeights(input.itemId, ownerKey, [
    ...rows,
    { personKey: ownerKey, weight: ownerWeight ?? 0 },
  ])
  return {
    ok: true,
    ownerWeight,
    shares: rows.map((row, i) => ({ ...row, shareMilliPct: percents[i] as number })),
  }
}
