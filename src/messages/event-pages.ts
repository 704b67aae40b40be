// The words of the event pages (src/routes/events): Create Event, Join, Edit Event, Breakdown, Receipt,
// Settlements and Dispute pages, and what any of them says when the event cannot be shown.

// Shared by the event pages
export const dashboard = 'Dashboard'
export const breadcrumb = 'Breadcrumb'
export const event = 'Event'
export const eventIdMissing = 'Event ID is missing'
export const eventNotFound = 'Event not found'
export const loadFailed = 'Failed to load event data'
