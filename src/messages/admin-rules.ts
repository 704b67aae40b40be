// What the admin portal's rules say when they refuse a request or a form (src/domain/schemas/admin.ts).

export const accessDenied = "You don't have permission to access this area."
export const maxUsersPerEvent = 'Max Users Per Event'
export const maxEventsPerUser = 'Max Events Per User'
export const maxItemsPerEvent = 'Max Items Per Event'
export const sessionTimeout = 'Session Timeout'
export const supportEmail = 'Support Email'
export const supportEmailRequired = 'Support Email is required'
export const supportEmailInvalid = 'Enter a valid support e-mail address'
export const required = (label: string) => `${label} is required`
export const wholeNumber = (label: string) => `${label} must be a whole number`
export const atLeastOne = (label: string) => `${label} must be at least 1`
export const atMost = (label: string, max: number) => `${label} must be at most ${max}`
export const firstName = 'First Name'
export const reason = 'Reason'
export const search = 'Search'
