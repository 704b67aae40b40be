// The Split Item form: validation with the form's messages, and the
// "Split Equally" helper. The same function checks the form in the browser and the request in the worker.
import { roundHalfUpDiv } from './money'
import { FULL_BP, parsePercentToBp } from './percent'

export const SPLIT_MESSAGES = {
  noParticipant: 'Please add at least one participant',
  invalidPercent: 'All shares must have valid percentages',
  notHundred: 'Percentages must total 100%',
} as const

/** The total may be off by 0.01 (one bp): three people typing 33.33 make 99.99. */
export const SHARE_TOTAL_TOLERANCE_BP = 1

export type SplitInput = {
  ownerPercent: string | number
  shares: ReadonlyArray<{ personKey: string; percent: string | number }>
  /** True when nobody owns the item: its "owner" row is Unassigned, which should not keep the 0.01%
   * slack of an otherwise complete split (three people typing 33.33 each). */
  ownerless?: boolean
}

export type SplitResult =
  | {
      ok: true
      /** One row per person (a person listed twice is merged), in the order first given. */
      shares: Array<{ personKey: string; shareBp: number }>
      /** What the owner actually keeps: 10000 - sum(shares), so any 0.01 slack lands on the owner
       * (on an ownerless item whose Unassigned row is 0, on the first person instead). */
      ownerBp: number
    }
  | { ok: false; message: string }

export function validateSplit(input: SplitInput): SplitResult {
  if (input.shares.length === 0) return { ok: false, message: SPLIT_MESSAGES.noParticipant }

  // The owner's own percent is a share too: an unreadable one is an invalid percentage.
  const ownerBp = parsePercentToBp(input.ownerPercent)
  if (ownerBp === null) return { ok: false, message: SPLIT_MESSAGES.invalidPercent }
  const merged = new Map<string, number>()
  for (const share of input.shares) {
    const bp = parsePercentToBp(share.percent)
    if (bp === null) return { ok: false, message: SPLIT_MESSAGES.invalidPercent }
    merged.set(share.personKey, (merged.get(share.personKey) ?? 0) + bp)
  }

  const sharedBp = [...merged.values()].reduce((a, b) => a + b, 0)
  const totalBp = ownerBp + sharedBp
  // Within tolerance, the owner keeps the exact remainder so what is stored sums to 100%. If the
  // others alone exceed 100% there is no remainder to give, so that is not a valid split either.
  if (Math.abs(totalBp - FULL_BP) > SHARE_TOTAL_TOLERANCE_BP || sharedBp > FULL_BP) {
    return { ok: false, message: SPLIT_MESSAGES.notHundred }
  }
  const shares = [...merged].map(([personKey, shareBp]) => ({ personKey, shareBp }))
  // Nobody owns it and Unassigned was given 0: the people meant to take all of it, so the slack is
  // theirs. Otherwise the item would stay 0.01% unclaimed, with a fraction of a cent left Unassigned.
  const first = shares[0]
  if (input.ownerless && ownerBp === 0 && first && sharedBp < FULL_BP) {
    first.shareBp += FULL_BP - sharedBp
    return { ok: true, shares, ownerBp: 0 }
  }
  return { ok: true, shares, ownerBp: FULL_BP - sharedBp }
}

/**
 * Split Equally: 100% divided by the participants plus the owner, each rounded (half-up) to 2 decimals;
 * the owner keeps the remainder so the total is exactly 100% (3 people: 33.33 each, owner 33.34).
 * If rounding up would leave the owner a negative remainder (only with more than ~140 people), each
 * share is rounded down instead. With no participants yet the owner simply keeps 100%.
 */
export function splitEquallyBp(participantCount: number): { ownerBp: number; eachBp: number } {
  if (!Number.isSafeInteger(participantCount) || participantCount < 0) {
    throw new RangeError(`participantCount must be a non-negative integer, got ${participantCount}`)
  }
  if (participantCount === 0) return { ownerBp: FULL_BP, eachBp: 0 }
  const people = participantCount + 1
  let eachBp = roundHalfUpDiv(FULL_BP, people)
  if (eachBp * participantCount > FULL_BP) eachBp = Math.floor(FULL_BP / people)
  return { ownerBp: FULL_BP - eachBp * participantCount, eachBp }
}

/**
 * Split Equally on an item nobody owns: 100% among the chosen people only (Unassigned is nobody's
 * share, so it gets 0). Each gets 100 / n to 2 decimals, rounded down, and the spare hundredths go one
 * each to the first people, so the shares total exactly 100% (3 people: 33.34, 33.33, 33.33).
 */
export function splitEquallyAmongBp(participantCount: number): number[] {
  if (!Number.isSafeInteger(participantCount) || participantCount < 0) {
    throw new RangeError(`participantCount must be a non-negative integer, got ${participantCount}`)
  }
  if (participantCount === 0) return []
  const each = Math.floor(FULL_BP / participantCount)
  const spare = FULL_BP - each * participantCount
  return Array.from({ length: participantCount }, (_, i) => each + (i < spare ? 1 : 0))
}

/** Percent inputs clamp to 0..100 (a share cannot be negative or more than the item); anything unreadable becomes 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0
  return Math.min(100, Math.max(0, value))
}
