// The words of disputes: raising one on an item, the notice on a disputed item, the host's Manage Disputes
// page, the notifications a decision sends, and the server's refusals about disputes.

export const DISPUTES = {
  // What a dispute asks for
  actions: {
    remove_ownership: 'Assign it to me',
    split_item: 'Unassign it (split it again)',
    other: 'Other',
  },
  // Shown lower-case and capitalised by the badge's style.
  status: { pending: 'pending', approved: 'approved', rejected: 'rejected' },
  /** Stored when the reason is left empty. */
  noReason: 'No reason provided',

  // Dispute Item (the modal and the phone page)
  disputeItem: 'Dispute Item',
  dispute: 'Dispute',
  isWith: (item: string, owner: string) => `${item} is with ${owner}. The host decides.`,
  nobody: 'nobody',
  action: 'Action',
  reason: 'Reason',
  reasonPlaceholder: 'Why is this not right? (optional)',
  submitting: 'Submitting...',
  submitDispute: 'Submit Dispute',
  failedToCreate: 'Failed to create dispute',
  submitted: 'Dispute submitted',
  alreadyOpen: 'This item already has an open dispute.',
  cannotDispute: 'You cannot dispute this item.',
  idsRequired: 'Event ID and Item ID are required',
  itemNotFound: 'Item not found',

  // The notice on a disputed item
  youDispute: 'dispute',
  someoneDisputes: 'disputes',
  whoOwns: ' who owns this item.',
  asks: (action: string) => ` Asks: ${action}.`,
  manageDisputes: 'Manage Disputes',

  // Manage Disputes
  accessRestricted: 'Access Restricted',
  hostOnlyPage: 'Access Restricted: Only the event host can manage disputes.',
  backToEvent: 'Back to Event',
  disputes: 'Disputes',
  intro: 'Decide who keeps a disputed item. Both people are notified.',
  closed: 'This event is closed. Reopen it to resolve disputes.',
  summary: 'Summary',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  total: 'Total',
  failedToLoad: 'Failed to load disputes',
  pendingDisputes: 'Pending Disputes',
  noPending: 'No pending disputes.',
  resolvedDisputes: 'Resolved Disputes',
  noResolved: 'No resolved disputes yet.',
  failedToApprove: 'Failed to approve dispute',
  failedToReject: 'Failed to reject dispute',
  disputeApproved: 'Dispute approved',
  disputeRejected: 'Dispute rejected',
  cardLabel: (item: string) => `Dispute: ${item}`,
  requestedBy: 'Requested by',
  unknown: 'Unknown',
  owner: 'Owner',
  nobodyOwns: 'Nobody',
  asksLabel: 'Asks',
  opened: 'Opened',
  resolved: 'Resolved',
  reject: 'Reject',
  approve: 'Approve',

  // Server refusals
  hostOnly: 'Only the event host can manage disputes',
  openAlready: 'This item already has an open dispute',
  resolvedAlready: 'This dispute has already been resolved',
  hostUsesAssign: 'As the host, use Assign to change who owns an item',
  ownItem: 'You cannot dispute your own item',
  notDisputable: 'Only an item someone owns, or one you were put on a split of, can be disputed',
  requesterLeft: 'The person who raised this dispute has left. Reject it instead.',
  notFound: 'Dispute not found',

  // Notifications
  itemDisputedTitle: 'Item Disputed',
  itemDisputed: (item: string, event: string) => `"${item}" in ${event} is disputed`,
  anItem: 'an item',
  yourDisputeResolved: (item: string, verdict: string) => `Your dispute about "${item}" was ${verdict} by the host`,
  yourItemResolved: (item: string, verdict: string) =>
    `The dispute about your item "${item}" was ${verdict} by the host`,
  approvedTitle: 'Dispute Approved',
  rejectedTitle: 'Dispute Rejected',
} as const
