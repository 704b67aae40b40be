// What the worker answers about events: not found, host only, limits. Apart from the screens' words
// (events.ts), so the event page does not download them.

export const EVENTS_SERVER = {
  // What the worker answers about events
  eventNotFound: 'Event not found',
  eventClosed: 'This event is closed. The host can reopen it to make changes.',
  itemNotFound: 'Item not found',
  onlyHost: 'Only the event host can do that',
  onlyHostEdits: 'Only the event host can edit the event',
  onlyHostDeletes: 'Only the event host can delete the event',
  onlyHostAddsGuests: 'Only the event host can add guests',
  onlyHostRemovesGuests: 'Only the event host can remove guests',
  onlyHostSharesGuests: 'Only the event host can share or merge guests',
  onlyHostInvites: 'Only the event host can invite people',
  onlyHostAddsPeople: 'Only the event host can add people',
  onlyHostRemovesParticipants: 'Only the event host can remove participants',
  onlyHostAddsReceipt: 'Only the event host can add a receipt',
  onlyHostManagesReceipt: 'Only the event host can manage the receipt',
  onlyHostRemovesReceipt: 'Only the event host can remove the receipt',
  onlyHostAppliesReceipt: 'Only the event host can apply a receipt',
  onlyHostReadsReceipt: 'Only the event host can read the receipt',
  taxPercentOrAmount: 'Give tax as a percentage or an amount, not both',
  tipPercentOrAmount: 'Give tip as a percentage or an amount, not both',
  joinCodeShape: 'Join codes look like ABC-123',
  noEventWithCode: 'No event has that join code. Check it and try again.',
  eventFull: (max: number) => `This event is full: an event can have at most ${max} people.`,
  openEventsLimit: (max: number) => `You can host at most ${max} open events. Close one before creating another.`,
  hostedEventsLimit: (max: number) =>
    `You can host at most ${max} events in all, closed ones included. Delete one you no longer need before creating another.`,
  guestsLimit: (max: number) => `An event can have at most ${max} guests.`,
  itemsLimit: (max: number) => `An event can have at most ${max} items.`,
  tooManyTabs: (max: number) => `You have this open in too many tabs (at most ${max}). Close one and try again.`,
  expectedWebSocket: 'Expected a WebSocket upgrade',
} as const
