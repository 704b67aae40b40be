// The words of an event's items: the All Items tab, the item sheet and its dialogs (add, edit, assign, split,
// quick assign, pick up), the item statuses, and the server's refusals about items.

export const items = 'Items'
// Status badges: the statuses say Claimed, the opposite of Unclaimed ('dispute' shows as 'Disputed').
export const shared = 'Shared'
export const status = {
  limbo: 'Unclaimed',
  pending: 'Request Pending',
  picked_up: 'Claimed',
  owned: 'Claimed',
  assigned: 'Claimed',
  dispute: 'Disputed',
  unassigned: 'Unclaimed',
} as const
export const price = 'Price'
// Item sheet
export const item = 'Item'
export const someone = 'Someone'
export const deny = 'Deny'
export const approve = 'Approve'
export const assign = 'Assign'
export const split = 'Split'
export const edit = 'Edit'
export const dispute = 'Dispute'
export const host = 'Host'
export const unassigned = 'Unassigned'
// Server refusals
export const itemTaken = 'This item was just taken'
export const itemChanged = 'This item was just changed by someone else. Try again.'
export const editNotAllowed = 'Only the host, the owner or whoever added it can edit this item'
export const editClaimed = 'Someone else has claimed or shares this item. Only its owner or the host can change it now.'
export const priceHostOnly =
  'Someone other than the person who added this item owns, asked for or shares it, so only the host can change its price now.'
export const deleteHostOnly =
  'Someone other than the person who added this item owns, asked for or shares it, so only the host can delete it now.'
export const onlyHostDeletes = 'Only the host can delete this item'
export const pickupPending = 'This item has a pickup request pending. Approve or deny it first.'
export const alreadyYours = 'You already own this item'
export const hostUsesAssign = 'As the host, use Assign to take an item'
export const approveNotAllowed = 'Only the host or the item owner can approve this request'
export const approveAllHostOnly = 'Only the event host can approve all requests'
export const denyNotAllowed = 'Only the host or the item owner can deny this request'
export const cancelNotAllowed = 'Only the person who asked can cancel this request'
export const assignHostOnly = 'Only the event host can assign items'
export const splitNotAllowed = 'Only the host or the owner can split this item'
export const personNotInEvent = 'That person is not part of this event'
export const itemNotFound = 'Item not found'
export const selectAPerson = 'Select at least one person'
// Notifications
export const pickupRequestedTitle = 'Pickup Requested'
export const pickupRequested = (asker: string, item: string, event: string) =>
  `${asker} wants to pick up "${item}" in ${event}`
export const pickupApprovedTitle = 'Pickup Approved'
export const pickupDeniedTitle = 'Pickup Denied'
export const pickupApproved = (item: string, event: string) =>
  `Your request to pick up "${item}" in ${event} was approved`
export const pickupDenied = (item: string, event: string) => `Your request to pick up "${item}" in ${event} was denied`
/** A person's part of a split item: "33.333% ($4.00)". */
export const sharePart = (percent: string, amount: string) => `${percent}% (${amount})`
export const addedToSplitTitle = 'Added to a Split'
export const addedToSplit = (who: string, part: string, item: string, event: string) =>
  `${who} put you on ${part} of "${item}" in ${event}`
export const splitChangedTitle = 'Split Changed'
export const takenOffSplit = (who: string, item: string, event: string, was: string) =>
  `${who} took you off "${item}" in ${event} (was ${was})`
export const shareChanged = (who: string, item: string, event: string, before: string, after: string) =>
  `${who} changed your share of "${item}" in ${event}: ${before} -> ${after}`
export const priceChangedTitle = 'Price Changed'
export const priceChanged = (who: string, item: string, event: string, before: string, after: string) =>
  `${who} changed the price of "${item}" in ${event}: your part ${before} -> ${after}`
export const itemDeletedTitle = 'Item Deleted'
export const itemDeletedNote = (who: string, item: string, event: string, before: string, after: string) =>
  `${who} deleted "${item}" in ${event}: your part ${before} -> ${after}`
