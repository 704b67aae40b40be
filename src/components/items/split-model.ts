// The Split Item form's state rules, kept pure so they are unit-tested: what a percent box accepts,
// where a split starts from, Split Equally, and the per-person amount preview. Validation itself is
// the domain's validateSplit (the same function the worker runs), never a second copy.
import { computeBill, UNASSIGNED } from '@/domain/bill'
import { amountFromBp, bpToPercentString, FULL_BP, parsePercentToBp } from '@/domain/percent'
import type { ItemDto } from '@/domain/schemas/event-snapshot'
import { clampPercent, splitEquallyAmongBp, splitEquallyBp, validateSplit } from '@/domain/split'
import { shareKey } from './people'

export type SplitRow = { key: string; percent: string }
export type SplitForm = { ownerPercent: string; rows: SplitRow[] }

/**
 * What a percent box keeps of what was typed: digits and one dot, at most 2 decimals, and never more
 * than 100 (a share is 0-100%). Partial input such as "12." stays, so typing is never fought.
 */
export function sanitizePercentInput(raw: string): string {
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  const text =
    dot === -1
      ? cleaned
      : `${cleaned.slice(0, dot + 1)}${cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2)}`
  if (text === '' || text === '.') return text
  const value = Number(text)
  return clampPercent(value) !== value ? String(clampPercent(value)) : text
}

/** The form as the item stands: its shares, and the owner keeping what is left. */
export function initialSplit(item: Pick<ItemDto, 'shares'>): SplitForm {
  const rows = item.shares.map((s) => ({ key: shareKey(s), percent: bpToPercentString(s.shareBp) }))
  const shared = item.shares.reduce((sum, s) => sum + s.shareBp, 0)
  return { ownerPercent: bpToPercentString(Math.max(0, FULL_BP - shared)), rows }
}

/**
 * Split Equally: 100 / (participants + owner) to 2 decimals, the owner keeping the rounding remainder.
 * An item nobody owns has no owner to count: it splits among the chosen people only, Unassigned 0.
 */
export function equalSplit(rows: readonly SplitRow[], hasOwner: boolean): SplitForm {
  if (!hasOwner && rows.length > 0) {
    const parts = splitEquallyAmongBp(rows.length)
    return { ownerPercent: '0', rows: rows.map((r, i) => ({ key: r.key, percent: bpToPercentString(parts[i] ?? 0) })) }
  }
  const { ownerBp, eachBp } = splitEquallyBp(rows.length)
  return {
    ownerPercent: bpToPercentString(ownerBp),
    rows: rows.map((r) => ({ key: r.key, percent: bpToPercentString(eachBp) })),
  }
}

/** The sum of everything typed, in bp, or null while any box is unreadable. */
export function totalBp(form: SplitForm): number | null {
  let total = parsePercentToBp(form.ownerPercent)
  if (total === null) return null
  for (const r of form.rows) {
    const bp = parsePercentToBp(r.percent)
    if (bp === null) return null
    total += bp
  }
  return total
}

export type SplitPreview = { owner: number | null; rows: Map<string, number | null>; exact: boolean }

/**
 * Cents per person. For a valid split these are exactly what the bill will charge (the domain's
 * computeBill on this one item, so cents sum to the price); otherwise each box's rounded share, as a guide.
 */
export function previewSplit(item: Pick<ItemDto, 'id' | 'priceCents'>, ownerKey: string | null, form: SplitForm) {
  const check = validateSplit({
    ownerPercent: form.ownerPercent,
    shares: form.rows.map((r) => ({ personKey: r.key, percent: r.percent })),
    ownerless: ownerKey === null,
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
    const bp = parsePercentToBp(percent)
    return bp === null ? null : amountFromBp(item.priceCents, bp)
  }
  return {
    owner: guess(form.ownerPercent),
    rows: new Map(form.rows.map((r) => [r.key, guess(r.percent)])),
    exact: false,
  } satisfies SplitPreview
}
