import { centsToDollarsString, parseDollarsToCents } from './money'
import {
  amountFromMilliPct,
  FULL_MILLI_PCT,
  milliPctFromAmount,
  milliPctToPercentString,
  parseRateToMilliPct,
} from './percent'

// Reading tax/tip inputs. A blank box means 0 (the default the form starts with), so clearing a field
// is not an error; anything else must be a real percent or amount, parsed once, here, at the edge.

const PERCENT_ERROR = 'Enter a percentage from 0 to 100 (at most 3 decimals)'
const AMOUNT_ERROR = 'Enter an amount of at least $0.00 (at most 2 decimals)'

export type Parsed = { value: number; error: null } | { value: null; error: string }

export function readPercent(text: string): Parsed {
  if (text.trim() === '') return { value: 0, error: null }
  const milliPct = parseRateToMilliPct(text)
  return milliPct === null ? { value: null, error: PERCENT_ERROR } : { value: milliPct, error: null }
}

function readAmount(text: string): Parsed {
  if (text.trim() === '') return { value: 0, error: null }
  const cents = parseDollarsToCents(text)
  return cents === null ? { value: null, error: AMOUNT_ERROR } : { value: cents, error: null }
}

// Tax or tip in the event editor: typed as a percentage or as a fixed amount, linked through the event
// subtotal exactly as the worker links them (docs/decisions/009): amount = amountFromMilliPct(subtotal,
// rate), rate = milliPctFromAmount(amount, subtotal), no subtotal -> 0%. The event stores only the rate,
// in thousandths of a percent.

export type AdjustmentMode = 'percent' | 'amount'
export type Adjustment = { mode: AdjustmentMode; percent: string; amount: string }
/** What the form started from: the stored percent and the amount it gives on the current subtotal. */
export type AdjustmentOrigin = { milliPct: number; subtotalCents: number }

export function initialAdjustment({ milliPct, subtotalCents }: AdjustmentOrigin): Adjustment {
  const cents = amountFromMilliPct(subtotalCents, milliPct)
  // Start in amount mode when an amount exists (what the host most likely typed), else in percent mode.
  return {
    mode: cents > 0 ? 'amount' : 'percent',
    percent: milliPctToPercentString(milliPct),
    amount: centsToDollarsString(cents),
  }
}

export type Resolved =
  | { ok: true; milliPct: number; amountCents: number; typedCents: number | null }
  | { ok: false; error: string }

/** The percent the inputs stand for, the amount it charges, or why the input is not usable. */
export function resolveAdjustment(a: Adjustment, origin: AdjustmentOrigin): Resolved {
  const { milliPct: originMilliPct, subtotalCents } = origin
  if (a.mode === 'percent') {
    const p = readPercent(a.percent)
    if (p.value === null) return { ok: false, error: p.error }
    return { ok: true, milliPct: p.value, amountCents: amountFromMilliPct(subtotalCents, p.value), typedCents: null }
  }
  const c = readAmount(a.amount)
  if (c.value === null) return { ok: false, error: c.error }
  if (subtotalCents > 0 && c.value > amountFromMilliPct(subtotalCents, FULL_MILLI_PCT))
    return { ok: false, error: 'The amount cannot be more than the subtotal (100%)' }
  // The untouched amount is the stored percent, not a fresh conversion: below a $100 subtotal several
  // percents give the same cents, and re-deriving one would "change" an event nobody edited.
  const milliPct =
    c.value === amountFromMilliPct(subtotalCents, originMilliPct)
      ? originMilliPct
      : milliPctFromAmount(c.value, subtotalCents)
  return { ok: true, milliPct, amountCents: amountFromMilliPct(subtotalCents, milliPct), typedCents: c.value }
}

/** Switching modes converts the current value (cents one way, 3 decimals of a percent the other);
 * an unreadable value is kept. */
export function switchMode(a: Adjustment, mode: AdjustmentMode, origin: AdjustmentOrigin): Adjustment {
  if (mode === a.mode) return a
  const r = resolveAdjustment(a, origin)
  if (!r.ok) return { ...a, mode }
  return mode === 'amount'
    ? { mode, percent: a.percent, amount: centsToDollarsString(r.amountCents) }
    : { mode, amount: a.amount, percent: milliPctToPercentString(r.milliPct) }
}

/** The PATCH fields for this adjustment, or nothing when the stored percent would not change. */
export function adjustmentPatch(
  which: 'tax' | 'tip',
  a: Adjustment,
  origin: AdjustmentOrigin,
): Record<string, number> | null {
  const r = resolveAdjustment(a, origin)
  if (!r.ok || r.milliPct === origin.milliPct) return null
  // Amount mode sends the amount: the worker converts it on the subtotal it has at that moment.
  if (a.mode === 'amount' && r.typedCents !== null) return { [`${which}AmountCents`]: r.typedCents }
  return { [`${which}MilliPct`]: r.milliPct }
}
