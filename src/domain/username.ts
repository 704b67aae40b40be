// Usernames: 3-30 letters, digits, '_' or '.'. Shared by the sign-up form and the worker.
import * as AUTH_RULES from '../messages/auth-rules'

export const USERNAME_RULE = {
  pattern: /^[A-Za-z0-9_.]{3,30}$/,
  message: AUTH_RULES.usernameRule,
} as const

export const USERNAME_SPACE_MESSAGE = AUTH_RULES.usernameSpaces

/** Why `username` breaks the rule, or null when it keeps it. */
export function usernameRuleProblem(username: string): string | null {
  if (USERNAME_RULE.pattern.test(username)) return null
  return /\s/.test(username) ? USERNAME_SPACE_MESSAGE : USERNAME_RULE.message
}
