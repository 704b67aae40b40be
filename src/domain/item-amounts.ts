// What each person pays for one item (before tax and tip), and who a change to the item moves: the
// figures a notification quotes when someone's split, price or item changes under them.
import { type BillItemInput, computeBill, UNASSIGNED } from './bill'

/** One item as the bill reads it (its split as chosen: mode, weights, percents), without its name. */
export type ItemHolding = Omit<BillItemInput, 'name' | 'id'> & { id: string }

export type Holding = { cents: number; milliPct: number }

/**
 * Each holder's part of one item, to the cent, by computeBill on that item alone: the item's split does
 * not depend on the rest of the bill (largest remainder runs per item, seeded by its id), so these are
 * exactly the item's lines on everyone's bill. Unassigned is nobody to tell, so it is left out.
 */
export function itemAmounts(item: ItemHolding): Map<string, Holding> {
  const bill = computeBill({ taxMilliPct: 0, tipMilliPct: 0, items: [{ ...item, name: '' }] })
  const out = new Map<string, Holding>()
  for (const party of bill.parties) {
    const line = party.lines[0]
    if (party.key !== UNASSIGNED && line) out.set(party.key, { cents: line.amountCents, milliPct: line.shareMilliPct })
  }
  return out
}

export type AmountChange = { key: string; before: Holding; after: Holding }

const NONE: Holding = { cents: 0, milliPct: 0 }

/**
 * The people whose part of the item changed between two states of it (null: the item does not exist),
 * in a stable order (by person key). A change of share that leaves the cents alone still counts: the
 * person agreed to one share and now holds another.
 */
export function amountChanges(before: ItemHolding | null, after: ItemHolding | null): AmountChange[] {
  const was = before ? itemAmounts(before) : new Map<string, Holding>()
  const now = after ? itemAmounts(after) : new Map<string, Holding>()
  const keys = [...new Set([...was.keys(), ...now.keys()])].sort()
  return keys
    .map((key) => ({ key, before: was.get(key) ?? NONE, after: now.get(key) ?? NONE }))
    .filter((c) => c.before.cents !== c.after.cents || c.before.milliPct !== c.after.milliPct)
}
