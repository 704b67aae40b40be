// What the profile rules say when they refuse input (src/domain/schemas/profile.ts).

export const PROFILE_RULES = {
  username: 'Username',
  usernameRequired: 'Username is required',
  firstName: 'First name',
  paymentNote: 'Payment note',
} as const
