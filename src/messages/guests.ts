// Words of joining without an account (decision 053): the join page's name field, the guest's one-line
// notice, the host's setting and the People mark. Keeping a guest's tabs has its own: keep-tabs.ts.

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
