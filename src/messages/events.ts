// Words of an event: its page, details and editor, tax and tip, the My Events list, and the event's rules.

export const open = 'Open'
export const closed = 'Closed'
export const manageDisputes = 'Manage Disputes'
export const openDisputes = (n: number) => (n === 1 ? '1 open dispute' : `${n} open disputes`)
export const eventSummary = 'Event summary'
export const items = 'Items'
export const people = 'People'
export const total = 'Total'
export const breakdown = 'Breakdown'
export const participant = 'Participant'
export const receipt = 'Receipt'
export const addReceipt = 'Add Receipt'
export const hideDetails = 'Hide Details'
export const showDetails = 'Show Details'
export const financialBreakdown = 'Financial Breakdown'
export const eventTotal = 'Event Total'
export const viewBreakdown = 'View Breakdown'
export const sendTabs = 'Close Event - Send Tabs'
export const viewSettlements = 'View Settlements'
export const live = 'LIVE'
export const closedUpper = 'CLOSED'
export const offline = 'OFFLINE'
export const connecting = 'CONNECTING'
export const reconnecting = 'Reconnecting...'
export const hereNow = 'Here now'
export const isHere = (name: string) => `${name} is here`
// Tabs
export const myItems = 'My Items'
export const allItems = 'All Items'
export const participants = 'Participants'
export const chat = 'Chat'
export const eventSections = 'Event sections'
export const pendingRequests = (n: number) => `, ${n} pending ${n === 1 ? 'request' : 'requests'}`
// The event page's states
export const notFoundHint = "Check the link, or ask the host for the event's join code."
export const backToDashboard = 'Back to Dashboard'
export const loadingEvent = 'Loading event'
export const host = 'Host'
