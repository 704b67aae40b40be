// The words of an event's items: the All Items tab, the item sheet and its dialogs (add, edit, assign, split,
// quick assign, pick up), the item statuses, and the server's refusals about items.

export const ITEMS = {
  // All Items tab
  allItems: 'All Items',
  items: 'Items',
  itemCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  unclaimedCount: (n: number) => `${n} unclaimed`,
  quickAssign: 'Quick Assign',
  addItem: 'Add Item',
  closedNoAddOrChange: 'This event is closed. Items can no longer be added or changed.',
  closedNoChange: 'This event is closed. Items can no longer be changed.',
  requestsWaiting: (n: number) => (n === 1 ? 'request waits for your approval' : 'requests wait for your approval'),
  approveAll: 'Approve all',
  approvedRequests: (n: number) => (n === 1 ? 'Approved 1 request' : `Approved ${n} requests`),
  failedToApproveRequests: 'Failed to approve requests',
  noItemsYet: 'No items yet',
  noItemsHint: 'Add what was ordered, then everyone picks up their own items.',

  // Item row
  youAskedForIt: 'You asked for it',
  askedForIt: (name: string) => `${name} asked for it`,
  sharedBy: (n: number) => `Shared by ${n}`,
  pickItUp: 'Pick It Up',
  pickItUpNamed: (name: string) => `Pick It Up: ${name}`,

  // Status badges: the statuses say Claimed, the opposite of Unclaimed ('dispute' shows as 'Disputed').
  shared: 'Shared',
  status: {
    limbo: 'Unclaimed',
    pending: 'Request Pending',
    picked_up: 'Claimed',
    owned: 'Claimed',
    assigned: 'Claimed',
    dispute: 'Disputed',
    unassigned: 'Unclaimed',
  },

  // Add Item / Edit Item
  addItemHint: 'Type each item from the receipt. The dialog stays open so you can add the next one.',
  itemName: 'Item Name',
  itemNamePlaceholder: 'Margherita pizza',
  price: 'Price',
  addedCount: (n: number) => `Added (${n})`,
  adding: 'Adding...',
  failedToAdd: 'Failed to add item',
  editItem: 'Edit Item',
  priceLocked: 'Someone else owns or shares this item, so only the host can change its price.',
  failedToUpdate: 'Failed to update item',
  itemUpdated: 'Item updated',
  saveChanges: 'Save Changes',

  // Item sheet
  item: 'Item',
  addedBy: 'Added By',
  receipt: 'Receipt',
  assignedTo: 'Assigned To',
  nobodyYet: 'Nobody yet',
  sharing: 'Sharing',
  keepsTheRest: 'Keeps the rest',
  oddCents: "Cents that don't split evenly go to the largest remainders; a tie goes to the owner.",
  history: 'History',
  itemHistory: 'Item history',
  loadingHistory: 'Loading history...',
  historyFailed: 'Failed to load the history',
  historyEmpty: 'The price has not changed since the item was added.',
  someone: 'Someone',
  historyDeleted: (who: string, before: string) => `${who} deleted it (was ${before})`,
  historyChanged: (who: string, before: string, after: string) => `${who} changed the price: ${before} -> ${after}`,

  // Item actions
  youAskedToPickUp: 'asked to pick this up. Waiting for approval.',
  askedToPickUp: 'asked to pick this up.',
  deny: 'Deny',
  approve: 'Approve',
  failedToDeny: 'Failed to deny request',
  requestDenied: 'Request denied',
  failedToApprove: 'Failed to approve request',
  approvedHasIt: (name: string) => `Approved: ${name} has it`,
  failedToCancelRequest: 'Failed to cancel request',
  requestCancelled: 'Request cancelled',
  cancelRequest: 'Cancel Request',
  assign: 'Assign',
  split: 'Split',
  edit: 'Edit',
  removeOwnership: 'Remove Ownership',
  dispute: 'Dispute',
  disputePending: 'Dispute Pending',
  working: 'Working...',

  // Remove Ownership / Delete Item
  theOwner: 'The owner',
  removeOwnershipText: (owner: string, item: string) =>
    `${owner} will no longer have ${item}. It goes back to unclaimed and any sharing is cleared.`,
  failedToRemoveOwnership: 'Failed to remove ownership',
  ownershipRemoved: 'Ownership removed',
  deleteItem: 'Delete Item',
  deleteItemText: (item: string) => `Delete ${item}? This cannot be undone.`,
  failedToDelete: 'Failed to delete item',
  itemDeleted: 'Item deleted',

  // Pick It Up
  failedToUndo: 'Failed to undo',
  undone: 'Undone: the item is unclaimed again',
  failedToPickUp: 'Failed to pick up item',
  requestSent: 'Request sent. Waiting for approval.',
  isYours: (item: string) => `${item} is yours`,
  undo: 'Undo',

  // Assign Item
  assignItem: 'Assign Item',
  whoHas: (item: string) => `Who has ${item}?`,
  failedToAssign: 'Failed to assign item',
  assignedToName: (name: string) => `Assigned to ${name}`,
  users: 'Users',
  placeholders: 'Placeholders',
  hasItNow: 'Has it now',
  assignTo: 'Assign to',
  noParticipantsYet: 'No participants yet.',
  noGuestsYet: 'No guests yet. The host can add guests in the Participants tab.',
  assigning: 'Assigning...',
  host: 'Host',
  guest: 'Guest',

  // Quick Assign
  quickAssignHint:
    'Pick items and who had them. With several people, the first one you pick owns the items and the others share them equally.',
  assignedItems: (n: number) => `Assigned ${n} item${n === 1 ? '' : 's'}`,
  itemsSelected: (n: number) => `Items (${n} selected)`,
  selectUnclaimed: 'Select unclaimed',
  assignToSelected: (n: number) => `Assign to (${n} selected)`,
  ownsOthersShare: 'Owns, others share equally',

  // Split Item
  splitItem: 'Split Item',
  unassigned: 'Unassigned',
  unknown: 'Unknown',
  failedToSaveShares: 'Failed to save shares',
  sharesSaved: 'Shares saved',
  ownerKeepsTheRest: 'Owner, keeps the rest',
  nobodyHasClaimed: 'Nobody has claimed it',
  total: (percent: string) => `Total ${percent}`,
  give: (name: string, percent: string) => `Give ${name} ${percent}%`,
  splitEqually: 'Split Equally',
  saveShares: 'Save Shares',
  percentOf: (name: string) => `${name} percent`,
  removeName: (name: string) => `Remove ${name}`,
  addName: (name: string) => `Add ${name}`,
  addParticipant: 'Add participant',
  everyoneInSplit: 'Everyone is already in this split.',
  guestMark: '(Guest)',
  // The split's checks, the same in the browser and the worker
  splitRules: {
    noParticipant: 'Please add at least one participant',
    invalidPercent: 'All shares must have valid percentages',
    tooPrecise: 'Shares can have at most 3 decimals, like 33.333',
    notHundred: 'Percentages must total 100%',
  },

  // Server refusals
  itemTaken: 'This item was just taken',
  itemChanged: 'This item was just changed by someone else. Try again.',
  editNotAllowed: 'Only the host, the owner or whoever added it can edit this item',
  editClaimed: 'Someone else has claimed or shares this item. Only its owner or the host can change it now.',
  priceHostOnly:
    'Someone other than the person who added this item owns, asked for or shares it, so only the host can change its price now.',
  deleteHostOnly:
    'Someone other than the person who added this item owns, asked for or shares it, so only the host can delete it now.',
  onlyHostDeletes: 'Only the host can delete this item',
  pickupPending: 'This item has a pickup request pending. Approve or deny it first.',
  alreadyYours: 'You already own this item',
  hostUsesAssign: 'As the host, use Assign to take an item',
  approveNotAllowed: 'Only the host or the item owner can approve this request',
  approveAllHostOnly: 'Only the event host can approve all requests',
  denyNotAllowed: 'Only the host or the item owner can deny this request',
  cancelNotAllowed: 'Only the person who asked can cancel this request',
  assignHostOnly: 'Only the event host can assign items',
  splitNotAllowed: 'Only the host or the owner can split this item',
  personNotInEvent: 'That person is not part of this event',
  itemNotFound: 'Item not found',
  selectAPerson: 'Select at least one person',

  // Notifications
  pickupRequestedTitle: 'Pickup Requested',
  pickupRequested: (asker: string, item: string, event: string) => `${asker} wants to pick up "${item}" in ${event}`,
  pickupApprovedTitle: 'Pickup Approved',
  pickupDeniedTitle: 'Pickup Denied',
  pickupApproved: (item: string, event: string) => `Your request to pick up "${item}" in ${event} was approved`,
  pickupDenied: (item: string, event: string) => `Your request to pick up "${item}" in ${event} was denied`,
  /** A person's part of a split item: "33.333% ($4.00)". */
  sharePart: (percent: string, amount: string) => `${percent}% (${amount})`,
  addedToSplitTitle: 'Added to a Split',
  addedToSplit: (who: string, part: string, item: string, event: string) =>
    `${who} put you on ${part} of "${item}" in ${event}`,
  splitChangedTitle: 'Split Changed',
  takenOffSplit: (who: string, item: string, event: string, was: string) =>
    `${who} took you off "${item}" in ${event} (was ${was})`,
  shareChanged: (who: string, item: string, event: string, before: string, after: string) =>
    `${who} changed your share of "${item}" in ${event}: ${before} -> ${after}`,
  priceChangedTitle: 'Price Changed',
  priceChanged: (who: string, item: string, event: string, before: string, after: string) =>
    `${who} changed the price of "${item}" in ${event}: your part ${before} -> ${after}`,
  itemDeletedTitle: 'Item Deleted',
  itemDeletedNote: (who: string, item: string, event: string, before: string, after: string) =>
    `${who} deleted "${item}" in ${event}: your part ${before} -> ${after}`,
} as const
