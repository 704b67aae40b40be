import { type Bill, billForParty, type PartyBill, UNASSIGNED } from '@/domain/bill'
import { placeholderKey, userKey } from '@/domain/person-key'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { partyLabel } from '@/lib/bill'

export type PartyRow = { party: PartyBill; label: string; kind: 'you' | 'person' | 'guest' | 'unassigned' }

/**
 * Everyone at the table, including people who hold nothing yet (a $0.00 row answers "did Sam claim
 * anything?"), plus anyone the bill mentions who has since left. Order: you first, then people and
 * guests by name, 'Unassigned' last, so the row you look for is where you expect it.
 */
export function partyRows(snapshot: EventSnapshot, bill: Bill): PartyRow[] {
  const keys = new Set<string>([
    ...snapshot.participants.map((p) => userKey(p.userId)),
    ...snapshot.placeholders.map((g) => placeholderKey(g.id)),
    ...bill.parties.map((p) => p.key),
  ])
  const you = userKey(snapshot.viewerId)
  const kindOf = (key: string): PartyRow['kind'] =>
    key === you ? 'you' : key === UNASSIGNED ? 'unassigned' : key.startsWith('p:') ? 'guest' : 'person'
  const rank = { you: 0, person: 1, guest: 1, unassigned: 2 }
  // Unassigned only appears when something is actually unowned.
  keys.delete(UNASSIGNED)
  if (bill.parties.some((p) => p.key === UNASSIGNED)) keys.add(UNASSIGNED)
  return [...keys]
    .map((key) => ({ party: billForParty(bill, key), label: partyLabel(snapshot, key), kind: kindOf(key) }))
    .sort((a, b) => rank[a.kind] - rank[b.kind] || a.label.localeCompare(b.label))
}
