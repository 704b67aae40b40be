// The rest of the events words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of events.ts so that a page's first load carries only the words it shows.
// Everything in events.ts is re-exported here, so a part that loads later imports this one module.

export * from './events'

// The event's rules (create, edit, join)
export const eventTitle = 'Event Title'
export const eventTitleRequired = 'Event Title is required'
export const description = 'Description'
export const location = 'Location'
export const percentDecimals = 'Percent must have at most 3 decimals'
export const percentRange = 'Percent must be 0 to 100'
export const amountWholeCents = 'Amount must be in whole cents'
export const amountAtLeastZero = 'Amount must be at least 0'
/** The cap on a tax or tip amount, formatted in the event's currency. */
export const amountAtMost = (max: string) => `Amount must be at most ${max}`
export const modeInvalid = 'Mode must be percent or amount'
export const joinCode = 'Join code'
export const joinCodeRequired = 'Please enter a join code'
export const titleFull = (max: number) => `${max}/${max}: a title is at most ${max} characters`
export const titleCount = (length: number, max: number) => `${length}/${max}`
// Tax and tip
export const tax = 'Tax'
export const tip = 'Tip'
export const percentage = 'Percentage'
export const amount = 'Amount'
export const adjustmentLegend = (label: string) => `${label} Adjustment`
export const modeLegend = (label: string) => `${label} mode`
export const percentageLabel = (label: string) => `${label} Percentage`
export const amountLabel = (label: string) => `${label} Amount`
/** The rate hint, then what the percent charges; the amounts are already formatted. */
export const percentCharges = (rateHint: string, amount: string, subtotal: string) =>
  `${rateHint}: charges ${amount} on a ${subtotal} subtotal`
export const amountIsPercent = (percent: string) => `= ${percent}% of the subtotal`
export const chargedAs = (amount: string) => `, charged as ${amount}`
export const noSubtotalYet = 'No items yet: an amount counts as 0% until there is a subtotal.'
// Shown under the locked tax and tip of a closed event (the worker refuses money changes there).
export const closedAdjustmentHint = 'This event is closed. Reopen it to change tax and tip.'
// Editing
export const claimsNeedApproval = 'Claims need my approval'
export const claimsNeedApprovalHint =
  'Off: tapping an unclaimed item makes it yours at once (with Undo). You can always reassign.'
export const editEvent = 'Edit event'
export const editEventDetails = 'Edit event details'
export const eventUpdated = 'Event updated'
export const saveFailed = 'Failed to save changes'
export const locationName = 'Location Name'
export const locationPlaceholder = 'Restaurant or venue'
export const status = 'Status'
export const preview = 'Preview'
export const proportionNote = 'Each person pays tax and tip in proportion to their subtotal.'
export const saveChanges = 'Save Changes'
export const unsavedChanges = 'Unsaved changes'
export const leaveQuestion = 'You have unsaved changes. Are you sure you want to leave?'
export const stay = 'Stay'
export const leave = 'Leave'
// Deleting
export const deleteEvent = 'Delete Event'
export const deleteEventDescription =
  'This permanently deletes the event with all its items, participants and comments. This cannot be undone.'
export const deleting = 'Deleting...'
export const deleteFailed = 'Failed to delete event'
// Details card and the phone's header
export const noDescription = 'No description'
export const edit = 'Edit'
export const openCountPrefix = ', open: '
export const taxTip = 'Tax / Tip'
export const taxAndTipPercents = (tax: string, tip: string) => `${tax}% tax · ${tip}% tip`
export const created = 'Created'
export const joinCodeCopied = (code: string) => `Join code ${code} copied`
export const copyJoinCode = (code: string) => `Copy join code ${code}`
export const breadcrumb = 'Breadcrumb'
// My Events
export const myEvents = 'My Events'
export const eventCount = (n: number) => (n === 1 ? '1 event' : `${n} events`)
export const loadingEvents = 'Loading events'
export const noEvents = "You don't have any events yet"
export const noEventsHint = 'Create one for your next dinner, or'
export const joinWithCode = 'join with a code'
export const events = 'Events'
export const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`)
export const joinCodePrefix = 'Join code '
export const pagination = 'Pagination'
export const previousPage = 'Previous page'
export const nextPage = 'Next page'
export const page = (n: number) => `Page ${n}`
export const currency = 'Currency'
