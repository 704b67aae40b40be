// Usernames: 3-30 letters, digits, '_' or '.'. Shared by the sign-up form and the worker.
export const USERNAME_RULE = {
  pattern: /^[A-Za-z0-9_.]{3,30}$/,
  message: 'Username must be 3-30 characters: letters, digits, _ or .',
} as const

/** People type their full name into the username box; say what is wrong rather than quote the length. */
export const USERNAME_SPACE_MESSAGE = 'Username cannot contain spaces: use letters, digits, _ or .'

/** Why `username` breaks the rule, or null when it keeps it. */
export function usernameRuleProblem(username: string): string | null {
  if (USERNAME_RULE.pattern.test(username)) return null
  return /\s/.test(username) ? USERNAME_SPACE_MESSAGE : USERNAME_RULE.message
}
