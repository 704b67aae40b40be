// What the worker answers about people in an event. Apart from the screens' words (participants.ts), so
// the event page does not download them.

export const PARTICIPANTS_SERVER = {
  // What the worker answers about people in an event
  personNotInEvent: 'That person is not part of this event',
  guestNotInEvent: 'That guest is not part of this event',
  notYourFriend: 'That person is not one of your friends',
  hostCannotLeave: 'The host cannot be removed from the event',
  holdingWords: {
    items: ['item', 'items'],
    shares: ['item share', 'item shares'],
    pickups: ['pickup request', 'pickup requests'],
    settlements: ['settlement', 'settlements'],
  },
  holdingCount: (n: number | undefined, word: string) => `${n} ${word}`,
  holdingList: (parts: string[]) =>
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? ''),
  /** 'Ana still holds 2 items and 1 item share. Reassign them first, then remove Ana.' ('it' for one thing) */
  stillHolds: (name: string, list: string, one: boolean) =>
    `${name} still holds ${list}. Reassign ${one ? 'it' : 'them'} first, then remove ${name}.`,
} as const
