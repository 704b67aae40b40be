// The words of disputes: raising one on an item, the notice on a disputed item, the host's Manage Disputes
// page, the notifications a decision sends, and the server's refusals about disputes.

// What a dispute asks for
export const actions = {
  remove_ownership: 'Assign it to me',
  split_item: 'Unassign it (split it again)',
  other: 'Other',
} as const
// Shown lower-case and capitalised by the badge's style.
export const status = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const
/** Stored when the reason is left empty. */
export const noReason = 'No reason provided'
// Dispute Item (the modal and the phone page)
export const disputeItem = 'Dispute Item'
export const dispute = 'Dispute'
export const isWith = (item: string, owner: string) => `${item} is with ${owner}. The host decides.`
export const nobody = 'nobody'
export const action = 'Action'
export const reason = 'Reason'
export const reasonPlaceholder = 'Why is this not right? (optional)'
export const submitting = 'Submitting...'
export const submitDispute = 'Submit Dispute'
export const failedToCreate = 'Failed to create dispute'
export const submitted = 'Dispute submitted'
export const alreadyOpen = 'This item already has an open dispute.'
export const cannotDispute = 'You cannot dispute this item.'
export const idsRequired = 'Event ID and Item ID are required'
export const itemNotFound = 'Item not found'
// The notice on a disputed item
export const youDispute = 'dispute'
export const someoneDisputes = 'disputes'
export const whoOwns = ' who owns this item.'
export const asks = (action: string) => ` Asks: ${action}.`
export const manageDisputes = 'Manage Disputes'
// Manage Disputes
export const accessRestricted = 'Access Restricted'
export const hostOnlyPage = 'Access Restricted: Only the event host can manage disputes.'
export const backToEvent = 'Back to Event'
export const disputes = 'Disputes'
export const intro = 'Decide who keeps a disputed item. Both people are notified.'
export const closed = 'This event is closed. Reopen it to resolve disputes.'
export const summary = 'Summary'
export const pending = 'Pending'
export const approved = 'Approved'
export const rejected = 'Rejected'
export const total = 'Total'
export const failedToLoad = 'Failed to load disputes'
export const pendingDisputes = 'Pending Disputes'
export const noPending = 'No pending disputes.'
export const resolvedDisputes = 'Resolved Disputes'
export const noResolved = 'No resolved disputes yet.'
export const failedToApprove = 'Failed to approve dispute'
export const failedToReject = 'Failed to reject dispute'
export const disputeApproved = 'Dispute approved'
export const disputeRejected = 'Dispute rejected'
export const cardLabel = (item: string) => `Dispute: ${item}`
export const requestedBy = 'Requested by'
export const unknown = 'Unknown'
export const owner = 'Owner'
export const nobodyOwns = 'Nobody'
export const asksLabel = 'Asks'
export const opened = 'Opened'
export const resolved = 'Resolved'
export const reject = 'Reject'
export const approve = 'Approve'
// Server refusals
export const hostOnly = 'Only the event host can manage disputes'
export const openAlready = 'This item already has an open dispute'
export const resolvedAlready = 'This dispute has already been resolved'
export const hostUsesAssign = 'As the host, use Assign to change who owns an item'
export const ownItem = 'You cannot dispute your own item'
export const notDisputable = 'Only an item someone owns, or one you were put on a split of, can be disputed'
export const requesterLeft = 'The person who raised this dispute has left. Reject it instead.'
export const notFound = 'Dispute not found'
// Notifications
export const itemDisputedTitle = 'Item Disputed'
export const itemDisputed = (item: string, event: string) => `"${item}" in ${event} is disputed`
export const anItem = 'an item'
export const yourDisputeResolved = (item: string, verdict: string) =>
  `Your dispute about "${item}" was ${verdict} by the host`
export const yourItemResolved = (item: string, verdict: string) =>
  `The dispute about your item "${item}" was ${verdict} by the host`
export const approvedTitle = 'Dispute Approved'
export const rejectedTitle = 'Dispute Rejected'
