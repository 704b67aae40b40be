// What the worker answers about people in an event. Apart from the screens' words (participants.ts), so
// the event page does not download them.

// What the worker answers about people in an event
export const personNotInEvent = 'That person is not part of this event'
export const guestNotInEvent = 'That guest is not part of this event'
export const notYourFriend = 'That person is not one of your friends'
export const hostCannotLeave = 'The host cannot be removed from the event'
export const holdingWords = {
  items: ['item', 'items'],
  shares: ['item share', 'item shares'],
  pickups: ['pickup request', 'pickup requests'],
  settlements: ['settlement', 'settlements'],
  payments: ['payment', 'payments'],
  payers: ['amount paid for the bill', 'amounts paid for the bill'],
} as const
export const holdingCount = (n: number | undefined, word: string) => `${n} ${word}`
export const holdingList = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')
/** 'Ana still holds 2 items and 1 item share. Reassign them first, then remove Ana.' ('it' for one thing) */
export const stillHolds = (name: string, list: string, one: boolean) =>
  `${name} still holds ${list}. Reassign ${one ? 'it' : 'them'} first, then remove ${name}.`
/** Payments are never deleted (decision 034), so someone with one cannot be reassigned out of the event. */
export const stillOnLedger = (name: string, list: string) =>
  `${name} still holds ${list}. Payments to or from ${name} stay on record, so ${name} stays in the event.`
