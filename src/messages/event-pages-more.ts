// The rest of the event pages words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of event-pages.ts so that a page's first load carries only the words it shows.
// Everything in event-pages.ts is re-exported here, so a part that loads later imports this one module.

export * from './event-pages'

export const eventNotFoundTitle = 'Event Not Found'
export const goneOrNotYours = 'It may have been deleted, or you are not part of it.'
export const invalidEvent = 'Invalid Event'
export const noEventInLink = 'This link has no event in it.'
export const backToEvent = 'Back to Event'
export const summary = 'Summary'
// Create Event
export const createEvent = 'Create Event'
export const createNewEvent = 'Create New Event'
export const createIntro = 'Name the night, set tax and tip, then add items and invite your table.'
export const eventTitle = 'Event Title'
export const eventTitlePlaceholder = "Friday dinner at Luigi's"
export const description = 'Description'
export const descriptionPlaceholder = 'Optional: who, where, anything worth knowing'
export const taxPercentage = 'Tax Percentage'
export const tipPercentage = 'Tip Percentage'
export const rateHint = (rule: string, example: string) => `${rule}, e.g. ${example}`
// docs/product.md#12-errors: 'No user found' without a session, else the server's message, else the unknown error.
export const noUserFound = 'No user found'
export const unknownError = 'An unknown error occurred'
export const creating = 'Creating...'
// Join an Event
export const joinAnEvent = 'Join an Event'
export const joinFailed = 'Failed to join event'
export const joined = 'Successfully Joined!'
export const youreIn = "You're in"
export const takingYouThere = '. Taking you there...'
export const goToEventNow = 'Go to event now'
export const joinIntro = 'Enter the code your host shared to see the bill and claim your items.'
export const joinCode = 'Join Code'
export const joinCodePlaceholder = 'ABC-123'
export const joinCodeFormat = 'Format: XXX-XXX'
export const joining = 'Joining...'
export const joinEvent = 'Join Event'
export const codeSaved = 'We saved your code. '
export const signInToJoin = 'Sign in or create an account to join this event.'
export const signIn = 'Sign In'
export const createAccount = 'Create Account'
// Edit Event
export const editTitle = (event: string) => `Edit · ${event}`
export const edit = 'Edit'
export const editEvent = 'Edit Event'
export const hostOnlyEdit = 'Only the host can edit this event'
export const askTheHost = 'Ask the host if something needs changing.'
// Breakdown
export const breakdownTitle = (event: string) => `Breakdown · ${event}`
export const breakdown = 'Breakdown'
export const breakdownIntro = "Each person's items with their share of tax and tip, in proportion to what they had."
// Receipt
export const receipt = 'Receipt'
export const receiptApplied = 'Receipt applied'
export const replaceReceipt = 'Replace Receipt'
export const addReceipt = 'Add Receipt'
export const receiptIntro = 'Snap the bill and the items, tax and tip fill themselves in.'
export const currentReceipt = 'Current Receipt'
export const readReceipt = 'Read Receipt'
export const noReceiptYet = 'No receipt yet. Add a photo of the bill below.'
export const receiptClosed = 'This event is closed. Reopen it to add, replace or read a receipt.'
// Settlements
export const settlementsTitle = (event: string) => `Settlements · ${event}`
export const settlements = 'Settlements'
export const returnToDashboard = 'Return to Dashboard'
export const calculationError = 'An error occurred during calculation'
export const settlementManagement = 'Settlement Management'
export const yourTabFor = (event: string) => `Your tab for ${event}`
export const hostIntro = 'Send each participant their tab and track who has paid.'
export const guestIntro = 'What you owe or are owed here, and the payments you recorded.'
export const notCalculatedIntro = 'The host calculates settlements when the bill is final.'
export const downloadCsv = 'Download CSV'
export const printSummary = 'Print summary'
export const calculated = 'Settlements Calculated!'
export const createdSettlements = (n: number, total: string) => `Created ${n} settlement(s) totaling ${total}`
export const calculationFailed = 'Calculation Failed'
export const currentSettlements = 'Current Settlements'
export const pendingCount = (n: number) => `${n} pending`
export const noSettlements = 'No settlements calculated yet'
