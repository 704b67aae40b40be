// What the worker answers about events: not found, host only, limits. Apart from the screens' words
// (events.ts), so the event page does not download them.

// What the worker answers about events
export const eventNotFound = 'Event not found'
export const eventClosed = 'This event is closed. The host can reopen it to make changes.'
export const itemNotFound = 'Item not found'
export const onlyHost = 'Only the event host can do that'
export const onlyHostEdits = 'Only the event host can edit the event'
export const onlyHostDeletes = 'Only the event host can delete the event'
export const onlyHostAddsGuests = 'Only the event host can add guests'
export const onlyHostRemovesGuests = 'Only the event host can remove guests'
export const onlyHostSharesGuests = 'Only the event host can share or merge guests'
export const onlyHostInvites = 'Only the event host can invite people'
export const onlyHostAddsPeople = 'Only the event host can add people'
export const onlyHostRemovesParticipants = 'Only the event host can remove participants'
export const onlyHostAddsReceipt = 'Only the event host can add a receipt'
export const onlyHostManagesReceipt = 'Only the event host can manage the receipt'
export const onlyHostRemovesReceipt = 'Only the event host can remove the receipt'
export const onlyHostAppliesReceipt = 'Only the event host can apply a receipt'
export const onlyHostReadsReceipt = 'Only the event host can read the receipt'
export const taxPercentOrAmount = 'Give tax as a percentage or an amount, not both'
export const tipPercentOrAmount = 'Give tip as a percentage or an amount, not both'
export const joinCodeShape = 'Join codes look like ABC-123'
export const noEventWithCode = 'No event has that join code. Check it and try again.'
export const eventFull = (max: number) => `This event is full: an event can have at most ${max} people.`
export const openEventsLimit = (max: number) =>
  `You can host at most ${max} open events. Close one before creating another.`
export const hostedEventsLimit = (max: number) =>
  `You can host at most ${max} events in all, closed ones included. Delete one you no longer need before creating another.`
export const guestsLimit = (max: number) => `An event can have at most ${max} guests.`
export const itemsLimit = (max: number) => `An event can have at most ${max} items.`
export const expectedWebSocket = 'Expected a WebSocket upgrade'
