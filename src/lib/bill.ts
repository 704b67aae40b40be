import { useMemo } from 'react'
import { type Bill, computeBill, UNASSIGNED } from '@/domain/bill'
import { billInputOf, userKey } from '@/domain/person-key'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import * as BILL from '@/messages/bill'

/** The bill for a snapshot, computed by the same domain code as the worker (memoised per snapshot). */
export function useBill(snapshot: EventSnapshot | undefined): Bill | null {
  return useMemo(() => (snapshot ? computeBill(billInputOf(snapshot.event, snapshot.items)) : null), [snapshot])
}

/** 'You' for the viewer, first name else username for people, the guest's name, or 'Unassigned'. */
export function partyLabel(snapshot: EventSnapshot, key: string): string {
  if (key === UNASSIGNED) return BILL.unassigned
  if (key === userKey(snapshot.viewerId)) return BILL.you
  if (key.startsWith('u:')) {
    const p = snapshot.participants.find((x) => x.userId === key.slice(2))
    return p ? p.firstName || p.username : BILL.unknown
  }
  const g = snapshot.placeholders.find((x) => x.id === key.slice(2))
  return g ? g.name : BILL.unknownGuest
}

/** A person's display name by user id ('Unknown' when they are no longer in the event). */
export function personName(snapshot: EventSnapshot, userId: string | null | undefined): string {
  if (!userId) return BILL.nobody
  if (userId === snapshot.viewerId) return BILL.you
  const p = snapshot.participants.find((x) => x.userId === userId)
  return p ? p.firstName || p.username : BILL.unknown
}
