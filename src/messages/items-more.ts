// The rest of the items words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of items.ts so that a page's first load carries only the words it shows.
// Everything in items.ts is re-exported here, so a part that loads later imports this one module.

export * from './items'

// All Items tab
export const allItems = 'All Items'
export const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`
export const unclaimedCount = (n: number) => `${n} unclaimed`
export const quickAssign = 'Quick Assign'
export const addItem = 'Add Item'
export const closedNoAddOrChange = 'This event is closed. Items can no longer be added or changed.'
export const closedNoChange = 'This event is closed. Items can no longer be changed.'
export const requestsWaiting = (n: number) =>
  n === 1 ? 'request waits for your approval' : 'requests wait for your approval'
export const approveAll = 'Approve all'
export const approvedRequests = (n: number) => (n === 1 ? 'Approved 1 request' : `Approved ${n} requests`)
export const failedToApproveRequests = 'Failed to approve requests'
export const noItemsYet = 'No items yet'
export const noItemsHint = 'Add what was ordered, then everyone picks up their own items.'
// Item row
export const youAskedForIt = 'You asked for it'
export const askedForIt = (name: string) => `${name} asked for it`
export const sharedBy = (n: number) => `Shared by ${n}`
export const pickItUp = 'Pick It Up'
export const pickItUpNamed = (name: string) => `Pick It Up: ${name}`
// Add Item / Edit Item
export const addItemHint = 'Type each item from the receipt. The dialog stays open so you can add the next one.'
export const itemName = 'Item Name'
export const itemNamePlaceholder = 'Margherita pizza'
export const addedCount = (n: number) => `Added (${n})`
export const adding = 'Adding...'
export const failedToAdd = 'Failed to add item'
export const editItem = 'Edit Item'
export const priceLocked = 'Someone else owns or shares this item, so only the host can change its price.'
export const failedToUpdate = 'Failed to update item'
export const itemUpdated = 'Item updated'
export const saveChanges = 'Save Changes'
export const addedBy = 'Added By'
export const receipt = 'Receipt'
export const assignedTo = 'Assigned To'
export const nobodyYet = 'Nobody yet'
export const sharing = 'Sharing'
export const keepsTheRest = 'Keeps the rest'
export const oddCents = "Cents that don't split evenly go to the largest remainders; a tie goes to the owner."
export const history = 'History'
export const itemHistory = 'Item history'
export const loadingHistory = 'Loading history...'
export const historyFailed = 'Failed to load the history'
export const historyEmpty = 'The price has not changed since the item was added.'
export const historyDeleted = (who: string, before: string) => `${who} deleted it (was ${before})`
export const historyChanged = (who: string, before: string, after: string) =>
  `${who} changed the price: ${before} -> ${after}`
// Item actions
export const youAskedToPickUp = 'asked to pick this up. Waiting for approval.'
export const askedToPickUp = 'asked to pick this up.'
export const failedToDeny = 'Failed to deny request'
export const requestDenied = 'Request denied'
export const failedToApprove = 'Failed to approve request'
export const approvedHasIt = (name: string) => `Approved: ${name} has it`
export const failedToCancelRequest = 'Failed to cancel request'
export const requestCancelled = 'Request cancelled'
export const cancelRequest = 'Cancel Request'
export const removeOwnership = 'Remove Ownership'
export const disputePending = 'Dispute Pending'
export const working = 'Working...'
// Remove Ownership / Delete Item
export const theOwner = 'The owner'
export const removeOwnershipText = (owner: string, item: string) =>
  `${owner} will no longer have ${item}. It goes back to unclaimed and any sharing is cleared.`
export const failedToRemoveOwnership = 'Failed to remove ownership'
export const ownershipRemoved = 'Ownership removed'
export const deleteItem = 'Delete Item'
export const deleteItemText = (item: string) => `Delete ${item}? This cannot be undone.`
export const failedToDelete = 'Failed to delete item'
export const itemDeleted = 'Item deleted'
// Pick It Up
export const failedToUndo = 'Failed to undo'
export const undone = 'Undone: the item is unclaimed again'
export const failedToPickUp = 'Failed to pick up item'
export const requestSent = 'Request sent. Waiting for approval.'
export const isYours = (item: string) => `${item} is yours`
export const undo = 'Undo'
// Assign Item
export const assignItem = 'Assign Item'
export const whoHas = (item: string) => `Who has ${item}?`
export const failedToAssign = 'Failed to assign item'
export const assignedToName = (name: string) => `Assigned to ${name}`
export const users = 'Users'
export const placeholders = 'Placeholders'
export const hasItNow = 'Has it now'
export const assignTo = 'Assign to'
export const noParticipantsYet = 'No participants yet.'
export const noGuestsYet = 'No guests yet. The host can add guests in the Participants tab.'
export const assigning = 'Assigning...'
export const guest = 'Guest'
// Quick Assign
export const quickAssignHint =
  'Pick items and who had them. With several people, the first one you pick owns the items and the others share them equally.'
export const assignedItems = (n: number) => `Assigned ${n} item${n === 1 ? '' : 's'}`
export const itemsSelected = (n: number) => `Items (${n} selected)`
export const selectUnclaimed = 'Select unclaimed'
export const assignToSelected = (n: number) => `Assign to (${n} selected)`
export const ownsOthersShare = 'Owns, others share equally'
// Split Item
export const splitItem = 'Split Item'
export const unknown = 'Unknown'
export const failedToSaveShares = 'Failed to save shares'
export const sharesSaved = 'Shares saved'
export const ownerKeepsTheRest = 'Owner, keeps the rest'
export const nobodyHasClaimed = 'Nobody has claimed it'
export const total = (percent: string) => `Total ${percent}`
export const give = (name: string, percent: string) => `Give ${name} ${percent}%`
export const splitEqually = 'Split Equally'
export const saveShares = 'Save Shares'
export const percentOf = (name: string) => `${name} percent`
// Split Item's modes (decision 046): how the person chooses to split, kept as chosen.
export const splitBy = 'Split by'
export const splitModeNames = { equal: 'Equally', shares: 'Shares', amounts: 'Amounts', percent: 'Percent' } as const
export const sharesOf = (name: string) => `${name} shares`
export const amountOf = (name: string) => `${name} amount`
export const equalNote = 'An equal part'
export const sharesTotal = (n: string) => `Total ${n} shares`
export const amountsTotal = (given: string, price: string) => `Total ${given} of ${price}`
export const ownerKeepsAmount = 'Owner, keeps the rest'
export const removeName = (name: string) => `Remove ${name}`
export const addName = (name: string) => `Add ${name}`
export const addParticipant = 'Add participant'
export const everyoneInSplit = 'Everyone is already in this split.'
export const guestMark = '(Guest)'
// The split's checks, the same in the browser and the worker
export const splitRules = {
  noParticipant: 'Please add at least one participant',
  invalidPercent: 'All shares must have valid percentages',
  tooPrecise: 'Shares can have at most 3 decimals, like 33.333',
  notHundred: 'Percentages must total 100%',
} as const

/** The split modes beside percentages (decision 046): their refusals. */
export const splitModeRules = {
  invalidShares: 'Shares must be whole or decimal numbers, like 2 or 1.5',
  invalidAmount: 'Each amount must be between zero and the price',
  amountsNotPrice: 'Amounts must add up to the price',
  amountsOverPrice: 'Amounts add up to more than the price',
  ownerNotInSplit: 'The owner is already part of the split',
} as const
