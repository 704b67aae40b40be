import * as BILL from '../messages/bill-more'
import { type Money, usDollars } from './currency'
import { localeMarks, rateText, readRate } from './locale-number'
import { amountFromMilliPct, FULL_MILLI_PCT, milliPctFromAmount } from './percent'

// Reading tax/tip inputs. A blank box means 0 (the default the form starts with), so clearing a field
// is not an error; anything else must be a real percent or amount, parsed once, here, at the edge.

const PERCENT_ERROR = BILL.percentError
/** 'Enter an amount of at least $0.00 (at most 2 decimals)', in the event's currency as the viewer writes it. */
function amountError(money: Money): string {
  const places = money.exponent === 0 ? BILL.noDecimals : BILL.atMostDecimals(money.exponent)
  return BILL.amountError(money.format(0), places)
}

export type Parsed = { value: number; error: null } | { value: null; error: string }

/** A rate as the viewer's locale writes it ("7,5" in de-DE is 7.5 %, decision 050); blank is 0. A decimal
 * mark the locale does not use is refused with the one it does ("Use , for decimals, e.g. 7,5"). */
export function readPercent(text: string, locale = 'en-US', currency?: string): Parsed {
  if (text.trim() === '') return { value: 0, error: null }
  const r = readRate(text, locale, currency)
  if (r.ok) return { value: r.milliPct, error: null }
  if (r.why === 'decimalMark')
    return {
      value: null,
      error: BILL.percentUseMark(localeMarks(locale, currency).decimal, rateText(7500, locale, currency)),
    }
  return { value: null, error: PERCENT_ERROR }
}

function readAmount(text: string, money: Money = usDollars()): Parsed {
  if (text.trim() === '') return { value: 0, error: null }
  const r = money.parse(text)
  return r.ok ? { value: r.minor, error: null } : { value: null, error: amountError(money) }
}

// Tax or tip in the event editor: typed as a percentage or as a fixed amount, linked through the event
// subtotal exactly as the worker links them (docs/decisions/009): amount = amountFromMilliPct(subtotal,
// rate), rate = milliPctFromAmount(amount, subtotal), no subtotal -> 0%. The event stores only the rate,
// in thousandths of a percent.

/** How a tax or tip is given: as a percent, or as an amount of the subtotal. The event stores the mode
 * the host used beside the rate, so the editor reopens in it. */
export const ADJUSTMENT_MODES = ['percent', 'amount'] as const
export type AdjustmentMode = (typeof ADJUSTMENT_MODES)[number]
export type Adjustment = { mode: AdjustmentMode; percent: string; amount: string }
/** What the form started from: the stored percent, the mode the host gave it in, the subtotal the amount is
 * worked out on, and the event's currency as the viewer writes it (US dollars when left out). */
export type AdjustmentOrigin = { milliPct: number; mode: AdjustmentMode; subtotalCents: number; money?: Money }

/** The editor opens in the mode the host gave the rate in, showing both the percent and its amount. */
export function initialAdjustment({
  milliPct,
  mode,
  subtotalCents,
  money = usDollars(),
}: AdjustmentOrigin): Adjustment {
  return {
    mode,
    percent: rateText(milliPct, money.locale, money.currency),
    amount: money.input(amountFromMilliPct(subtotalCents, milliPct)),
  }
}

export type Resolved =
  | { ok: true; milliPct: number; amountCents: number; typedCents: number | null }
  | { ok: false; error: string }

/** The percent the inputs stand for, the amount it charges, or why the input is not usable. */
export function resolveAdjustment(a: Adjustment, origin: AdjustmentOrigin): Resolved {
  const { milliPct: originMilliPct, subtotalCents } = origin
  if (a.mode === 'percent') {
    const p = readPercent(a.percent, origin.money?.locale, origin.money?.currency)
    if (p.value === null) return { ok: false, error: p.error }
    return { ok: true, milliPct: p.value, amountCents: amountFromMilliPct(subtotalCents, p.value), typedCents: null }
  }
  const c = readAmount(a.amount, origin.money)
  if (c.value === null) return { ok: false, error: c.error }
  if (subtotalCents > 0 && c.value > amountFromMilliPct(subtotalCents, FULL_MILLI_PCT))
    return { ok: false, error: BILL.moreThanSubtotal }
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
    ? { mode, percent: a.percent, amount: (origin.money ?? usDollars()).input(r.amountCents) }
    : { mode, amount: a.amount, percent: rateText(r.milliPct, origin.money?.locale ?? 'en-US', origin.money?.currency) }
}

/** The PATCH fields for this adjustment: the rate when it changes, the mode when the host switched it;
 * nothing when neither would change. */
export function adjustmentPatch(
  which: 'tax' | 'tip',
  a: Adjustment,
  origin: AdjustmentOrigin,
): Record<string, number | AdjustmentMode> | null {
  const r = resolveAdjustment(a, origin)
  if (!r.ok) return null
  const patch: Record<string, number | AdjustmentMode> = {}
  if (a.mode !== origin.mode) patch[`${which}Mode`] = a.mode
  // Amount mode sends the amount: the worker converts it on the subtotal it has at that moment.
  if (r.milliPct !== origin.milliPct) {
    if (a.mode === 'amount' && r.typedCents !== null) patch[`${which}AmountCents`] = r.typedCents
    else patch[`${which}MilliPct`] = r.milliPct
  }
  return Object.keys(patch).length ? patch : null
}
