// Who owes the host what, from the one computeBill result (design.md: settlements are the
// per-person totals of the same computeBill; never a second calculation). Pure, shared by the
// worker (the stored settlements) and the browser (the preview before calculating).
import { type Bill, UNASSIGNED } from './bill'
import { type Payer, positions, transfers } from './payers'

export type SettlementDraft = { debtorId: string; creditorId: string; amountCents: number }

export type SettlementPlan = {
  /** One per registered person other than the host whose total is above 0, largest first. */
  settlements: SettlementDraft[]
  /** Guests (placeholders) have no account, so no tab: the host collects these by hand. */
  guests: { placeholderId: string; totalCents: number }[]
  /** Items nobody owns: no tab either; the page warns before calculating. */
  unassignedCents: number
  /** What the host had themselves. */
  hostCents: number
  /** The bill's total: settlements + guests + unassigned + host add up to it to the cent. */
  totalCents: number
}

const byAmountThenId = (a: SettlementDraft, b: SettlementDraft) =>
  b.amountCents - a.amountCents || (a.debtorId < b.debtorId ? -1 : a.debtorId > b.debtorId ? 1 : 0)

/**
 * With `payers` (someone other than the host paid part or all), the tabs are the fewest transfers
 * that square what each person had against what they paid (src/domain/payers.ts); without, every
 * registered person owes the host their total.
 */
export function planSettlements(bill: Bill, hostId: string, payers: readonly Payer[] = []): SettlementPlan {
  const plan: SettlementPlan = {
    settlements: [],
    guests: [],
    unassignedCents: 0,
    hostCents: 0,
    totalCents: bill.totalCents,
  }
  for (const party of bill.parties) {
    if (party.key === UNASSIGNED) plan.unassignedCents += party.totalCents
    else if (party.key.startsWith('p:'))
      plan.guests.push({ placeholderId: party.key.slice(2), totalCents: party.totalCents })
    else if (party.key === `u:${hostId}`) plan.hostCents += party.totalCents
    else if (party.totalCents > 0)
      plan.settlements.push({ debtorId: party.key.slice(2), creditorId: hostId, amountCents: party.totalCents })
    // A registered person at 0 owes nothing and gets no tab (no empty tabs); totals are never negative.
  }
  plan.settlements.sort(byAmountThenId)
  if (payers.length > 0) plan.settlements = transfers(positions(bill, hostId, payers))
  return plan
}

/** The sum of a list of amounts, in cents. */
export const sumCents = (xs: readonly { amountCents: number }[]) => xs.reduce((s, x) => s + x.amountCents, 0)
