import { centsToDollarsString, parseDollarsToCents } from './money'
import { amountFromBp, bpFromAmount, bpToPercentString, FULL_BP, parsePercentToBp } from './percent'

// Reading tax/tip inputs. A blank box means 0 (the default the form starts with), so clearing a field
// is not an error; anything else must be a real percent or amount, parsed once, here, at the edge.

export const PERCENT_ERROR = 'Enter a percentage from 0 to 100 (at most 2 decimals)'
export const AMOUNT_ERROR = 'Enter an amount of at least $0.00 (at most 2 decimals)'

export type Parsed = { value: number; error: null } | { value: null; error: string }

export function readPercent(text: string): Parsed {
  if (text.trim() === '') return { value: 0, error: null }
  const bp = parsePercentToBp(text)
  return bp === null ? { value: null, error: PERCENT_ERROR } : { value: bp, error: null }
}

export function readAmount(text: string): Parsed {
  if (text.trim() === '') return { value: 0, error: null }
  const cents = parseDollarsToCents(text)
  return cents === null ? { value: null, error: AMOUNT_ERROR } : { value: cents, error: null }
}

// Tax or tip on the edit page: typed as a percentage or as a fixed amount, linked through the event
// subtotal exactly as the worker links them (spec sections 5 and 9): amount = amountFromBp(subtotal, bp),
// percent = bpFromAmount(amount, subtotal), no subtotal -> 0%. The event stores only the percent (bp).

export type AdjustmentMode = 'percent' | 'amount'
export type Adjustment = { mode: AdjustmentMode; percent: string; amount: string }
/** What the form started from: the stored percent and the amount it gives on the current subtotal. */
export type AdjustmentOrigin = { bp: number; subtotalCents: number }

export function initialAdjustment({ bp, subtotalCents }: AdjustmentOrigin): Adjustment {
  const cents = amountFromBp(subtotalCents, bp)
  // Spec section 5: start in amount mode when an amount exists, else in percent mode.
  return { mode: cents > 0 ? 'amount' : 'percent', percent: bpToPercentString(bp), amount: centsToDollarsString(cents) }
}

export type Resolved =
  | { ok: true; bp: number; amountCents: number; typedCents: number | null }
  | { ok: false; error: string }

/** The percent the inputs stand for, the amount it charges, or why the input is not usable. */
export function resolveAdjustment(a: Adjustment, origin: AdjustmentOrigin): Resolved {
  const { bp: originBp, subtotalCents } = origin
  if (a.mode === 'percent') {
    const p = readPercent(a.percent)
    if (p.value === null) return { ok: false, error: p.error }
    return { ok: true, bp: p.value, amountCents: amountFromBp(subtotalCents, p.value), typedCents: null }
  }
  const c = readAmount(a.amount)
  if (c.value === null) return { ok: false, error: c.error }
  if (subtotalCents > 0 && c.value > amountFromBp(subtotalCents, FULL_BP))
    return { ok: false, error: 'The amount cannot be more than the subtotal (100%)' }
  // The untouched amount is the stored percent, not a fresh conversion: below a $100 subtotal several
  // percents give the same cents, and re-deriving one would "change" an event nobody edited.
  const bp = c.value === amountFromBp(subtotalCents, originBp) ? originBp : bpFromAmount(c.value, subtotalCents)
  return { ok: true, bp, amountCents: amountFromBp(subtotalCents, bp), typedCents: c.value }
}

/** Switching modes converts the current value (2 decimals either way); an unreadable value is kept. */
export function switchMode(a: Adjustment, mode: AdjustmentMode, origin: AdjustmentOrigin): Adjustment {
  if (mode === a.mode) return a
  const r = resolveAdjustment(a, origin)
  if (!r.ok) return { ...a, mode }
  return mode === 'amount'
    ? { mode, percent: a.percent, amount: centsToDollarsString(r.amountCents) }
    : { mode, amount: a.amount, percent: bpToPercentString(r.bp) }
}

/** The PATCH fields for this adjustment, or nothing when the stored percent would not change. */
export function adjustmentPatch(
  which: 'tax' | 'tip',
  a: Adjustment,
  origin: AdjustmentOrigin,
): Record<string, number> | null {
  const r = resolveAdjustment(a, origin)
  if (!r.ok || r.bp === origin.bp) return null
  // Amount mode sends the amount: the worker converts it on the subtotal it has at that moment.
  if (a.mode === 'amount' && r.typedCents !== null) return { [`${which}AmountCents`]: r.typedCents }
  return { [`${which}Bp`]: r.bp }
}
