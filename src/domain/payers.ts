// Who paid the bill, and the transfers that square everyone up. By default the host paid it all;
// the host can record that others paid part (two cards on one check, "I paid for the drinks").
// Each person's position is what they paid less what they had; the transfers move money from those
// below 0 to those above 0 with as few transfers as possible, and the same bill always gives the
// same transfers (people are taken in id order, never in the order they were typed).

import * as BILL_WORDS from '../messages/bill'
import * as BILL from '../messages/bill-more'
import { type Bill, UNASSIGNED } from './bill'
import { type Money, usDollars } from './currency'

export type Payer = { userId: string; amountCents: number }
export type Transfer = { debtorId: string; creditorId: string; amountCents: number }
export type Position = { userId: string; hadCents: number; paidCents: number; balanceCents: number }

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Why a list of payers cannot be used for this bill, or null when it can. */
export function payersProblem(payers: readonly Payer[], totalCents: number, money: Money = usDollars()): string | null {
  const seen = new Set<string>()
  for (const p of payers) {
    if (seen.has(p.userId)) return BILL.payerListedTwice
    seen.add(p.userId)
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0) return BILL.payerNeedsAmount(money.format(0))
  }
  const sum = payers.reduce((s, p) => s + p.amountCents, 0)
  if (payers.length > 0 && sum !== totalCents) return BILL.payersMismatch(money.format(sum), money.format(totalCents))
  return null
}

/** The payers in force: those recorded, or the host for the whole bill when none are. */
export const effectivePayers = (payers: readonly Payer[], hostId: string, totalCents: number): Payer[] =>
  payers.length > 0 ? [...payers] : totalCents > 0 ? [{ userId: hostId, amountCents: totalCents }] : []

/**
 * What each registered person had and paid. Guests have no account and unassigned items belong to
 * nobody, so the host answers for both (they collect from guests by hand), as when the host paid all.
 */
export function positions(bill: Bill, hostId: string, payers: readonly Payer[]): Position[] {
  const had = new Map<string, number>()
  const add = (id: string, cents: number) => had.set(id, (had.get(id) ?? 0) + cents)
  add(hostId, 0)
  for (const party of bill.parties) {
    if (party.key.startsWith('u:')) add(party.key.slice(2), party.totalCents)
    else if (party.key === UNASSIGNED || party.key.startsWith('p:')) add(hostId, party.totalCents)
  }
  const paid = new Map<string, number>()
  for (const p of effectivePayers(payers, hostId, bill.totalCents)) {
    paid.set(p.userId, (paid.get(p.userId) ?? 0) + p.amountCents)
    if (!had.has(p.userId)) had.set(p.userId, 0)
  }
  return [...had.keys()].sort(byId).map((userId) => {
    const hadCents = had.get(userId) ?? 0
    const paidCents = paid.get(userId) ?? 0
    return { userId, hadCents, paidCents, balanceCents: paidCents - hadCents }
  })
}

/** Above this many people with something to settle, the exact search gives way to the greedy pairing. */
const EXACT_MAX = 15

type Balance = { id: string; cents: number }

/** Largest debtor pays largest creditor until one is square; ties by id. n people, at most n - 1 transfers. */
function greedy(group: Balance[]): Transfer[] {
  const order = (a: Balance, b: Balance) => b.cents - a.cents || byId(a.id, b.id)
  const creditors = group.filter((b) => b.cents > 0).map((b) => ({ ...b }))
  const debtors = group.filter((b) => b.cents < 0).map((b) => ({ id: b.id, cents: -b.cents }))
  const out: Transfer[] = []
  while (creditors.length > 0 && debtors.length > 0) {
    creditors.sort(order)
    debtors.sort(order)
    const c = creditors[0] as Balance
    const d = debtors[0] as Balance
    const cents = Math.min(c.cents, d.cents)
    out.push({ debtorId: d.id, creditorId: c.id, amountCents: cents })
    c.cents -= cents
    d.cents -= cents
    if (c.cents === 0) creditors.shift()
    if (d.cents === 0) debtors.shift()
  }
  return out
}

/**
 * Splits people into the most groups that each add up to 0: each group of k settles in k - 1
 * transfers, so the most groups is the fewest transfers. Exhaustive over subsets (small tables);
 * the choice among equals is fixed (lowest index first), so the answer is stable.
 */
function zeroGroups(people: Balance[]): Balance[][] {
  const n = people.length
  const size = 1 << n
  const sum = new Array<number>(size).fill(0)
  const best = new Array<number>(size).fill(0)
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask)
    sum[mask] = (sum[mask & (mask - 1)] as number) + (people[low] as Balance).cents
    let most = 0
    for (let i = 0; i < n; i++) if (mask & (1 << i)) most = Math.max(most, best[mask ^ (1 << i)] as number)
    best[mask] = most + (sum[mask] === 0 ? 1 : 0)
  }
  const groups: Balance[][] = []
  let mask = size - 1
  let current: Balance[] = []
  while (mask !== 0) {
    let pick = -1
    for (let i = 0; i < n && pick < 0; i++)
      if (mask & (1 << i) && (best[mask ^ (1 << i)] as number) + (sum[mask] === 0 ? 1 : 0) === best[mask]) pick = i
    current.push(people[pick] as Balance)
    mask ^= 1 << pick
    if (sum[mask] === 0) {
      groups.push(current)
      current = []
    }
  }
  return groups
}

/** The transfers that square everyone's position, fewest first, identical for the same positions. */
export function transfers(list: readonly Position[]): Transfer[] {
  const open = list
    .filter((p) => p.balanceCents !== 0)
    .map((p) => ({ id: p.userId, cents: p.balanceCents }))
    .sort((a, b) => byId(a.id, b.id))
  const groups = open.length <= EXACT_MAX ? zeroGroups(open) : [open]
  return groups
    .flatMap(greedy)
    .sort((a, b) => b.amountCents - a.amountCents || byId(a.debtorId, b.debtorId) || byId(a.creditorId, b.creditorId))
}

/**
 * One person's figures in words: "You had $61.20, you paid $0.00, so you owe Maria $61.20."
 * `forHost` adds what the host answers for (guests and unassigned items) when there is any.
 */
export function explainPosition(
  p: Position,
  list: readonly Transfer[],
  name: (id: string) => string,
  extraCents = 0,
  money: Money = usDollars(),
): string {
  return tellPosition(positionStory(p, list, name, extraCents), money)
}

/** What a person's explanation says, as figures and names, so each reader can write it in their own locale. */
export type PositionStory = {
  hadCents: number
  paidCents: number
  balanceCents: number
  /** What the host had for guests and unassigned items (0 for everyone else). */
  extraCents: number
  /** Whom they pay and how much, when they owe. */
  owe: { name: string; cents: number }[]
  /** Who pays them and how much, when they are owed. */
  owed: { name: string; cents: number }[]
}

export function positionStory(
  p: Position,
  list: readonly Transfer[],
  name: (id: string) => string,
  extraCents = 0,
): PositionStory {
  return {
    hadCents: p.hadCents,
    paidCents: p.paidCents,
    balanceCents: p.balanceCents,
    extraCents,
    owe: list.filter((t) => t.debtorId === p.userId).map((t) => ({ name: name(t.creditorId), cents: t.amountCents })),
    owed: list.filter((t) => t.creditorId === p.userId).map((t) => ({ name: name(t.debtorId), cents: t.amountCents })),
  }
}

/** The story in words, its amounts written by `money` (the viewer's locale in the browser, en-US on the server). */
/** The story in words: to the person themselves ("You had ..."), or of someone else when `who` names them
 * ("Bart had ..., paid ..., so owes you $5.00"), so the host's list never calls another person "you". */
export function tellPosition(s: PositionStory, money: Money, who?: string): string {
  const extra = s.extraCents > 0 ? BILL.forGuests(money.format(s.extraCents)) : ''
  const names = (xs: string[]) =>
    xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')}${BILL.and}${xs.at(-1)}`
  if (who !== undefined) {
    const start = BILL.theyPaidSo(`${BILL.theyHad(who, money.format(s.hadCents))}${extra}`, money.format(s.paidCents))
    if (s.owe.length > 0)
      return BILL.theyOwe(
        start,
        names(s.owe.map((t) => BILL.personAmount(t.name === BILL_WORDS.you ? 'you' : t.name, money.format(t.cents)))),
      )
    if (s.owed.length > 0)
      return BILL.theyAreOwed(
        start,
        money.format(s.balanceCents),
        names(
          s.owed.map((t) =>
            t.name === BILL_WORDS.you
              ? BILL.youPayThem(who, money.format(t.cents))
              : BILL.paysThem(t.name, who, money.format(t.cents)),
          ),
        ),
      )
    return BILL.theyAreEven(start)
  }
  const had = `${BILL.youHad(money.format(s.hadCents))}${extra}`
  const start = BILL.youPaidSo(had, money.format(s.paidCents))
  if (s.owe.length > 0)
    return BILL.youOwe(start, names(s.owe.map((t) => BILL.personAmount(t.name, money.format(t.cents)))))
  if (s.owed.length > 0)
    return BILL.youAreOwed(
      start,
      money.format(s.balanceCents),
      names(s.owed.map((t) => BILL.paysYou(t.name, money.format(t.cents)))),
    )
  return BILL.youAreEven(start)
}
