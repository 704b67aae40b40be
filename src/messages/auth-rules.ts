// What the sign-in, sign-up and password rules say when they refuse input (src/domain/schemas/auth.ts).

export const passwordBlank = 'Password cannot be only spaces'
export const passwordTooShort = 'Password must be at least 8 characters'
export const passwordTooLong = 'Password must be at most 128 characters'
export const emailRequired = 'Email is required'
export const emailInvalid = 'Enter a valid e-mail address'
export const passwordRequired = 'Password is required'
export const termsRequired = 'You must accept the Terms of Service'
export const emailAndPassword = 'Enter your e-mail and password'
export const bothRequired = 'Both fields are required'
export const passwordsDiffer = 'Passwords do not match'
export const usernameRule = 'Username must be 3-30 characters: letters, digits, _ or .'
/** People type their full name into the username box; say what is wrong rather than quote the length. */
export const usernameSpaces = 'Username cannot contain spaces: use letters, digits, _ or .'
