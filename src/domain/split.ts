// The Split Item form: validation with the form's messages, and the
// "Split Equally" helper. The same function checks the form in the browser and the request in the worker.

import * as ITEMS from '../messages/items-more'
import { roundHalfUpDiv } from './money'
import { FULL_MILLI_PCT, hasTooManyDecimals, parseShareToMilliPct } from './percent'

export const SPLIT_MESSAGES = ITEMS.splitRules

export type SplitInput = {
  ownerPercent: string | number
  shares: ReadonlyArray<{ personKey: string; percent: string | number }>
}

export type SplitResult =
  | {
      ok: true
      /** One row per person (a person listed twice is merged), in the order first given. */
      shares: Array<{ personKey: string; shareMilliPct: number }>
      /** What the owner keeps: 100% - sum(shares), exactly the owner's box. */
      ownerMilliPct: number
    }
  | { ok: false; message: string }

/** One box read as a share, or the message that says what is wrong with it. */
function readShare(percent: string | number): number | string {
  const milliPct = parseShareToMilliPct(percent)
  if (milliPct !== null) return milliPct
  return hasTooManyDecimals(percent) ? SPLIT_MESSAGES.tooPrecise : SPLIT_MESSAGES.invalidPercent
}

/**
 * Shares are exact to a thousandth of a percent and must total exactly 100%: 33.333 + 33.333 + 33.334
 * is a split, 33.33 x 3 (99.99%) is not, so no cent of an item is ever left to nobody or rounded onto
 * someone who did not agree to it. A fourth decimal is refused, never rounded away.
 */
export function validateSplit(input: SplitInput): SplitResult {
  if (input.shares.length === 0) return { ok: false, message: SPLIT_MESSAGES.noParticipant }

  // The owner's own percent is a share too: an unreadable one is an invalid percentage.
  const ownerMilliPct = readShare(input.ownerPercent)
  if (typeof ownerMilliPct === 'string') return { ok: false, message: ownerMilliPct }
  const merged = new Map<string, number>()
  for (const share of input.shares) {
    const milliPct = readShare(share.percent)
    if (typeof milliPct === 'string') return { ok: false, message: milliPct }
    merged.set(share.personKey, (merged.get(share.personKey) ?? 0) + milliPct)
  }

  const sharedMilliPct = [...merged.values()].reduce((a, b) => a + b, 0)
  if (ownerMilliPct + sharedMilliPct !== FULL_MILLI_PCT) return { ok: false, message: SPLIT_MESSAGES.notHundred }
  const shares = [...merged].map(([personKey, shareMilliPct]) => ({ personKey, shareMilliPct }))
  return { ok: true, shares, ownerMilliPct }
}

/**
 * Split Equally: 100% divided by the participants plus the owner, each rounded (half-up) to 3 decimals;
 * the owner keeps the remainder so the total is exactly 100% (2 people and the owner: 33.333 each,
 * owner 33.334). If rounding up would leave the owner a negative remainder (only past ~440 people), each
 * share is rounded down instead. With no participants yet the owner simply keeps 100%.
 */
export function splitEquallyMilliPct(participantCount: number): { ownerMilliPct: number; eachMilliPct: number } {
  if (!Number.isSafeInteger(participantCount) || participantCount < 0) {
    throw new RangeError(`participantCount must be a non-negative integer, got ${participantCount}`)
  }
  if (participantCount === 0) return { ownerMilliPct: FULL_MILLI_PCT, eachMilliPct: 0 }
  const people = participantCount + 1
  let eachMilliPct = roundHalfUpDiv(FULL_MILLI_PCT, people)
  if (eachMilliPct * participantCount > FULL_MILLI_PCT) eachMilliPct = Math.floor(FULL_MILLI_PCT / people)
  return { ownerMilliPct: FULL_MILLI_PCT - eachMilliPct * participantCount, eachMilliPct }
}

/**
 * Split Equally on an item nobody owns: 100% among the chosen people only (Unassigned is nobody's
 * share, so it gets 0). Each gets 100 / n to 3 decimals, rounded down, and the spare thousandths go one
 * each to the first people, so the shares total exactly 100% (3 people: 33.334, 33.333, 33.333).
 */
export function splitEquallyAmongMilliPct(participantCount: number): number[] {
  if (!Number.isSafeInteger(participantCount) || participantCount < 0) {
    throw new RangeError(`participantCount must be a non-negative integer, got ${participantCount}`)
  }
  if (participantCount === 0) return []
  const each = Math.floor(FULL_MILLI_PCT / participantCount)
  const spare = FULL_MILLI_PCT - each * participantCount
  return Array.from({ length: participantCount }, (_, i) => each + (i < spare ? 1 : 0))
}

/** Percent inputs clamp to 0..100 (a share cannot be negative or more than the item); anything unreadable becomes 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0
  return Math.min(100, Math.max(0, value))
}
