// How a person chose to split an item, kept as chosen (decision 046): 'percent' (33.333 / 66.667),
// 'equal' (everyone listed, the owner too, the same), 'shares' (2 : 1) or 'amounts' ($6.67 / $3.33).
// The bill splits the price by the chosen weights with the one largest-remainder routine
// (src/domain/apportion.ts), so an equal split of $3,000.00 three ways is $1,000.00 each and 2 : 1 of
// $10.00 is $6.67 / $3.33. Percent splits keep their rules in src/domain/split.ts.
// This module is the modes and their arithmetic, which the bill needs on every page; checking what a person
// typed, with its messages, is split-modes.ts (forms and the worker).
import { apportion } from './apportion'
import { FULL_MILLI_PCT } from './percent'

export const SPLIT_MODES = ['percent', 'equal', 'shares', 'amounts'] as const
export type SplitMode = (typeof SPLIT_MODES)[number]

/** The modes whose money follows weights rather than a percent per person. */
export const WEIGHTED_MODES: ReadonlySet<SplitMode> = new Set<SplitMode>(['equal', 'shares', 'amounts'])

/** A count of shares is stored in thousandths ("1.5" shares = 1500), the most a box takes is 1,000 shares. */
export const SHARE_UNIT = 1000

/**
 * Each holder's percent of an item (thousandths, totalling exactly 100%) from their weights, by the one
 * largest-remainder routine with the bill's tie keys, so the stored percent and the bill's agree to the
 * thousandth whatever order the rows come in.
 */
export function percentsOfWeights(
  itemId: string | number,
  ownerKey: string,
  weights: ReadonlyArray<{ personKey: string; weight: number }>,
): number[] {
  if (weights.every((w) => w.weight === 0)) return weights.map((w) => (w.personKey === ownerKey ? FULL_MILLI_PCT : 0))
  return apportion(
    FULL_MILLI_PCT,
    weights.map((w) => w.weight),
    weights.map((w) => `${itemId}:${w.personKey}`),
    `${itemId}:${ownerKey}`,
  )
}
