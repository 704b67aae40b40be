// The words of the event pages (src/routes/events): Create Event, Join, Edit Event, Breakdown, Receipt,
// Settlements and Dispute pages, and what any of them says when the event cannot be shown.

export const EVENT_PAGES = {
  // Shared by the event pages
  dashboard: 'Dashboard',
  breadcrumb: 'Breadcrumb',
  event: 'Event',
  eventIdMissing: 'Event ID is missing',
  eventNotFound: 'Event not found',
  eventNotFoundTitle: 'Event Not Found',
  loadFailed: 'Failed to load event data',
  goneOrNotYours: 'It may have been deleted, or you are not part of it.',
  invalidEvent: 'Invalid Event',
  noEventInLink: 'This link has no event in it.',
  backToEvent: 'Back to Event',
  summary: 'Summary',

  // Create Event
  createEvent: 'Create Event',
  createNewEvent: 'Create New Event',
  createIntro: 'Name the night, set tax and tip, then add items and invite your table.',
  eventTitle: 'Event Title',
  eventTitlePlaceholder: "Friday dinner at Luigi's",
  description: 'Description',
  descriptionPlaceholder: 'Optional: who, where, anything worth knowing',
  taxPercentage: 'Tax Percentage',
  tipPercentage: 'Tip Percentage',
  rateHint: (rule: string, example: string) => `${rule}, e.g. ${example}`,
  // Spec section 8: 'No user found' without a session, else the server's message, else the unknown error.
  noUserFound: 'No user found',
  unknownError: 'An unknown error occurred',
  creating: 'Creating...',

  // Join an Event
  joinAnEvent: 'Join an Event',
  joinFailed: 'Failed to join event',
  joined: 'Successfully Joined!',
  youreIn: "You're in",
  takingYouThere: '. Taking you there...',
  goToEventNow: 'Go to event now',
  joinIntro: 'Enter the code your host shared to see the bill and claim your items.',
  joinCode: 'Join Code',
  joinCodePlaceholder: 'ABC-123',
  joinCodeFormat: 'Format: XXX-XXX',
  joining: 'Joining...',
  joinEvent: 'Join Event',
  codeSaved: 'We saved your code. ',
  signInToJoin: 'Sign in or create an account to join this event.',
  signIn: 'Sign In',
  createAccount: 'Create Account',

  // Edit Event
  editTitle: (event: string) => `Edit · ${event}`,
  edit: 'Edit',
  editEvent: 'Edit Event',
  hostOnlyEdit: 'Only the host can edit this event',
  askTheHost: 'Ask the host if something needs changing.',

  // Breakdown
  breakdownTitle: (event: string) => `Breakdown · ${event}`,
  breakdown: 'Breakdown',
  breakdownIntro: "Each person's items with their share of tax and tip, in proportion to what they had.",

  // Receipt
  receipt: 'Receipt',
  receiptApplied: 'Receipt applied',
  replaceReceipt: 'Replace Receipt',
  addReceipt: 'Add Receipt',
  receiptIntro: 'Snap the bill and the items, tax and tip fill themselves in.',
  currentReceipt: 'Current Receipt',
  readReceipt: 'Read Receipt',
  noReceiptYet: 'No receipt yet. Add a photo of the bill below.',
  receiptClosed: 'This event is closed. Reopen it to add, replace or read a receipt.',

  // Settlements
  settlementsTitle: (event: string) => `Settlements · ${event}`,
  settlements: 'Settlements',
  returnToDashboard: 'Return to Dashboard',
  calculationError: 'An error occurred during calculation',
  settlementManagement: 'Settlement Management',
  yourTabFor: (event: string) => `Your tab for ${event}`,
  hostIntro: 'Send each participant their tab and track who has paid.',
  guestIntro: 'What you owe or are owed here, and the payments you recorded.',
  notCalculatedIntro: 'The host calculates settlements when the bill is final.',
  downloadCsv: 'Download CSV',
  printSummary: 'Print summary',
  calculated: 'Settlements Calculated!',
  createdSettlements: (n: number, total: string) => `Created ${n} settlement(s) totaling ${total}`,
  calculationFailed: 'Calculation Failed',
  currentSettlements: 'Current Settlements',
  pendingCount: (n: number) => `${n} pending`,
  noSettlements: 'No settlements calculated yet',
} as const
