// What the admin portal's rules say when they refuse a request or a form (src/domain/schemas/admin.ts).

export const ADMIN_RULES = {
  accessDenied: "You don't have permission to access this area.",
  maxUsersPerEvent: 'Max Users Per Event',
  maxEventsPerUser: 'Max Events Per User',
  maxItemsPerEvent: 'Max Items Per Event',
  sessionTimeout: 'Session Timeout',
  supportEmail: 'Support Email',
  supportEmailRequired: 'Support Email is required',
  supportEmailInvalid: 'Enter a valid support e-mail address',
  required: (label: string) => `${label} is required`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  atLeastOne: (label: string) => `${label} must be at least 1`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  firstName: 'First Name',
  reason: 'Reason',
  search: 'Search',
} as const
