// What the worker answers about guest accounts (decision 053).
export const guestsNotAllowed = 'The host asks everyone to sign in to join this event.'
export const alreadySignedIn = 'You are already signed in: join with your account.'
export const guestCannot = 'Guests cannot do this. Keep your tabs with an e-mail to get a full account.'
export const notAGuest = 'This account already has an e-mail.'
export const tooManyGuests = (minutes: number) =>
  minutes <= 1
    ? 'Too many people joined without an account just now. Try again in a minute.'
    : `Too many people joined without an account just now. Try again in ${minutes} minutes.`
export const guestEmailRefused = 'Enter your own e-mail address.'
export const tooManyLinks = 'sign-in links'

// A guest's own tab link (decision 055)
export const tabLinkGuestsOnly =
  'Only a guest account has a tab link: an account with an e-mail signs in on any device.'
export const noTabLink = 'You have no tab link to turn off.'
export const tabLinkTurnedOff = 'This tab link was turned off. Ask the person whose tab it is for a new one.'
