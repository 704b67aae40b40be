// The Split Item form's state rules, kept pure so they are unit-tested: what a percent box accepts,
// where a split starts from, Split Equally, and the per-person amount preview. Validation itself is
// the domain's validateSplit (the same function the worker runs), never a second copy.
import { computeBill, UNASSIGNED } from '@/domain/bill'
import type { Money } from '@/domain/currency'
import { amountFromMilliPct, FULL_MILLI_PCT, milliPctToPercentString, parseShareToMilliPct } from '@/domain/percent'
import type { SplitItemInput } from '@/domain/schemas/event'
import type { ItemDto } from '@/domain/schemas/event-snapshot'
import { clampPercent, splitEquallyAmongMilliPct, splitEquallyMilliPct, validateSplit } from '@/domain/split'
import { shareCountText, validateWeightedSplit, type WeightedSplit } from '@/domain/split-modes'
import type { SplitMode } from '@/domain/split-weights'
import { refOfKey, shareKey } from './people'

/** One person's boxes: their percent, share count and amount as typed (each mode reads its own). */
export type SplitRow = { key: string; percent: string; shares?: string; amount?: string }
export type SplitForm = { ownerPercent: string; rows: SplitRow[]; mode?: SplitMode; ownerShares?: string }

/**
 * What a percent box keeps of what was typed: digits and one dot, and never more than 100 (a share is
 * 0-100%). Partial input such as "12." stays, so typing is never fought. Every decimal typed stays too:
 * a fourth one is shown as typed and refused with a message, never cut off behind the person's back.
 */
export function sanitizePercentInput(raw: string): string {
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  const text = dot === -1 ? cleaned : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`
  if (text === '' || text === '.') return text
  const value = Number(text)
  return clampPercent(value) !== value ? String(clampPercent(value)) : text
}

/** The form as the item stands: its shares in the mode they were chosen in, the owner keeping what is left. */
export function initialSplit(item: Pick<ItemDto, 'shares' | 'splitMode' | 'ownerWeight'>, money?: Money): SplitForm {
  const mode = item.splitMode ?? 'percent'
  const rows = item.shares.map((s) => ({
    key: shareKey(s),
    percent: milliPctToPercentString(s.shareMilliPct),
    shares: mode === 'shares' && s.weight != null ? shareCountText(s.weight) : '1',
    amount: mode === 'amounts' && s.weight != null && money ? money.input(s.weight) : '',
  }))
  const shared = item.shares.reduce((sum, s) => sum + s.shareMilliPct, 0)
  const ownerShares = mode === 'shares' && item.ownerWeight != null ? shareCountText(item.ownerWeight) : '1'
  return { ownerPercent: milliPctToPercentString(Math.max(0, FULL_MILLI_PCT - shared)), rows, mode, ownerShares }
}

/** The chosen split of a weighted mode checked by the domain (the worker runs the same check). */
export function weightedCheck(
  item: Pick<ItemDto, 'id' | 'priceCents'>,
  ownerKey: string | null,
  form: SplitForm,
  money: Money,
): WeightedSplit | null {
  const mode = form.mode ?? 'percent'
  if (mode === 'percent') return null
  return validateWeightedSplit({
    mode,
    itemId: item.id,
    priceCents: item.priceCents,
    ownerKey,
    owner: { shares: form.ownerShares ?? '1' },
    people: form.rows.map((r) => ({
      personKey: r.key,
      shares: r.shares ?? '1',
      amountCents: (() => {
        const read = money.parse(r.amount ?? '')
        return read.ok ? read.minor : -1
      })(),
    })),
  })
}

/** The Save Shares body for the form's mode. */
export function splitRequest(form: SplitForm, money: Money): SplitItemInput {
  const mode = form.mode ?? 'percent'
  if (mode === 'equal') return { mode, shares: form.rows.map((r) => ({ person: refOfKey(r.key) })) }
  if (mode === 'shares')
    return {
      mode,
      ownerShares: form.ownerShares ?? '1',
      shares: form.rows.map((r) => ({ person: refOfKey(r.key), shares: r.shares ?? '1' })),
    }
  if (mode === 'amounts')
    return {
      mode,
      shares: form.rows.map((r) => {
        const read = money.parse(r.amount ?? '')
        return { person: refOfKey(r.key), amountCents: read.ok ? read.minor : -1 }
      }),
    }
  return {
    ownerPercent: form.ownerPercent,
    shares: form.rows.map((r) => ({ person: refOfKey(r.key), percent: r.percent })),
  }
}

/**
 * Split Equally: 100 / (participants + owner) to 3 decimals, the owner keeping the rounding remainder.
 * An item nobody owns has no owner to count: it splits among the chosen people only, Unassigned 0.
 */
export function equalSplit(rows: readonly SplitRow[], hasOwner: boolean): SplitForm {
  if (!hasOwner && rows.length > 0) {
    const parts = splitEquallyAmongMilliPct(rows.length)
    return {
      ownerPercent: '0',
      rows: rows.map((r, i) => ({ key: r.key, percent: milliPctToPercentString(parts[i] ?? 0) })),
    }
  }
  const { ownerMilliPct, eachMilliPct } = splitEquallyMilliPct(rows.length)
  return {
    ownerPercent: milliPctToPercentString(ownerMilliPct),
    rows: rows.map((r) => ({ key: r.key, percent: milliPctToPercentString(eachMilliPct) })),
  }
}

/** The sum of everything typed, in thousandths of a percent, or null while any box is unreadable. */
export function totalMilliPct(form: SplitForm): number | null {
  let total = parseShareToMilliPct(form.ownerPercent)
  if (total === null) return null
  for (const r of form.rows) {
    const milliPct = parseShareToMilliPct(r.percent)
    if (milliPct === null) return null
    total += milliPct
  }
  return total
}

export type SplitPreview = { owner: number | null; rows: Map<string, number | null>; exact: boolean }

/**
 * Cents per person. For a valid split these are exactly what the bill will charge (the domain's
 * computeBill on this one item, so cents sum to the price); otherwise each box's rounded share, as a guide.
 */
export function previewSplit(
  item: Pick<ItemDto, 'id' | 'priceCents'>,
  ownerKey: string | null,
  form: SplitForm,
  money?: Money,
) {
  const weighted = money ? weightedCheck(item, ownerKey, form, money) : null
  if (weighted) {
    const cents = (key: string) => bill?.parties.find((p) => p.key === key)?.lines[0]?.amountCents ?? 0
    const bill = weighted.ok
      ? computeBill({
          taxMilliPct: 0,
          tipMilliPct: 0,
          items: [
            {
              id: item.id,
              name: '',
              priceCents: item.priceCents,
              ownerKey,
              splitMode: form.mode,
              ownerWeight: weighted.ownerWeight,
              shares: weighted.shares,
            },
          ],
        })
      : null
    return {
      owner: bill ? cents(ownerKey ?? UNASSIGNED) : null,
      rows: new Map(form.rows.map((r) => [r.key, bill ? cents(r.key) : null])),
      exact: bill !== null,
    } satisfies SplitPreview
  }
  const check = validateSplit({
    ownerPercent: form.ownerPercent,
    shares: form.rows.map((r) => ({ personKey: r.key, percent: r.percent })),
  })
  if (check.ok) {
    const bill = computeBill({
      taxMilliPct: 0,
      tipMilliPct: 0,
      items: [{ id: item.id, name: '', priceCents: item.priceCents, ownerKey, shares: check.shares }],
    })
    const cents = (key: string) => bill.parties.find((p) => p.key === key)?.lines[0]?.amountCents ?? 0
    return {
      owner: cents(ownerKey ?? UNASSIGNED),
      rows: new Map(form.rows.map((r) => [r.key, cents(r.key)])),
      exact: true,
    } satisfies SplitPreview
  }
  const guess = (percent: string) => {
    const milliPct = parseShareToMilliPct(percent)
    return milliPct === null ? null : amountFromMilliPct(item.priceCents, milliPct)
  }
  return {
    owner: guess(form.ownerPercent),
    rows: new Map(form.rows.map((r) => [r.key, guess(r.percent)])),
    exact: false,
  } satisfies SplitPreview
}
