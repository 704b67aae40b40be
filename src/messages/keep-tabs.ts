// Words of the Keep my tabs page and of opening its sign-in link (decisions 053 and 054): a guest account
// becomes a full one with an e-mail and a password, or by a link sent by e-mail.

// Keeping the tabs (upgrade)
export const keepTitle = 'Keep my tabs'
export const keepIntro =
  'Add an e-mail and a password: this account becomes a full one and keeps every claim, payment and message.'
export const keepButton = 'Keep my tabs'
export const kept = 'Your tabs are kept. Confirm your e-mail to sign in on other devices.'
export const emailHasAccount = 'That e-mail already has an account. Sign in to it to bring these tabs along:'
export const signInAndMerge = 'Sign in and bring my tabs'

// Keeping the tabs with a sign-in link (decision 054)
export const withPassword = 'With a password'
export const withLink = 'With a sign-in link'
export const keepHow = 'How to keep my tabs'
export const linkIntro =
  'We e-mail you a sign-in link. Open it on any device: you are signed in to the account of that e-mail (made if there is none) with every claim, payment and message of this one.'
export const sendLink = 'Send me a sign-in link'
export const linkSent = (email: string) =>
  `We sent a sign-in link to ${email}. Open it within 15 minutes, on this device or another one.`

// Opening the link
export const linkTitle = 'Sign-in link'
export const openingLink = 'Signing you in…'
export const linkSignedIn = 'You are signed in. Taking you to your events…'
export const linkFailed = 'This sign-in link is used, expired or not valid. Ask for a new one, or sign in.'
export const linkFailedTitle = 'Sign-in failed'
export const linkNotSent = 'Failed to send the sign-in link'
