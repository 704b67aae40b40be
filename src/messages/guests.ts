// Words of joining without an account (decision 053): the join page's name field, the guest's one-line
// notice, the host's setting and the People mark, and keeping a guest's tabs with an e-mail.

// The join page
export const firstName = 'First name'
export const firstNamePlaceholder = 'e.g. Sam'
export const firstNameRequired = 'Enter your first name'
export const joinWithName = 'Join with my name'
export const orWithAccount = 'Or use an account:'
export const hostedBy = (host: string) => `Hosted by ${host}`
export const guestsOff = 'The host asks everyone to sign in to join this event.'
export const imOneOfThese = "I'm one of these"
export const imOneOfTheseHint = 'The host added these people by name. Pick yours to take over their items.'
export const noneOfThese = "None of these, I'm new here"

// The guest's notice
export const guestNotice =
  'You joined without an account: you can take part in your events, and this account lives on this device only.'
export const keepMyTabs = 'Keep my tabs'

// Host controls and People
export const guestsAllowed = 'Guests can join without an account'
export const guestsAllowedHint = 'Anyone with the code can join with only a first name.'
export const guestMark = 'No account'

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
