// What the sign-in, sign-up and password rules say when they refuse input (src/domain/schemas/auth.ts).

export const AUTH_RULES = {
  passwordBlank: 'Password cannot be only spaces',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid e-mail address',
  passwordRequired: 'Password is required',
  termsRequired: 'You must accept the Terms of Service',
  emailAndPassword: 'Enter your e-mail and password',
  bothRequired: 'Both fields are required',
  passwordsDiffer: 'Passwords do not match',
  usernameRule: 'Username must be 3-30 characters: letters, digits, _ or .',
  /** People type their full name into the username box; say what is wrong rather than quote the length. */
  usernameSpaces: 'Username cannot contain spaces: use letters, digits, _ or .',
} as const
