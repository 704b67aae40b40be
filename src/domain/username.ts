// Usernames: 3-30 letters, digits, '_' or '.'. Shared by the sign-up form and the worker.
export const USERNAME_RULE = {
  pattern: /^[A-Za-z0-9_.]{3,30}$/,
  message: 'Username must be 3-30 characters: letters, digits, _ or .',
} as const
