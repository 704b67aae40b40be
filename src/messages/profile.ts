// The profile page: your details, the Edit Profile form (names, payment handles, default currency, payment
// note) and signing out.

export const manageProfile = 'Manage Profile'
export const username = 'Username'
export const firstName = 'First Name'
export const email = 'Email'
export const completeYourProfile = 'Complete your profile'
export const notAuthenticated = 'Not authenticated'
export const profileIntro = 'Tell your friends who you are. You can change this any time.'
export const discoverable = 'Allow others to find and invite me to events'
export const saveProfile = 'Save Profile'
export const skipForNow = 'Skip for Now'
export const cashApp = 'Cash App'
export const editProfile = 'Edit profile'
export const paymentHandlesOptional = 'Payment handles (optional)'
export const payHandlesHint = "People who owe you get 'Pay with ...' links with the amount filled in."
export const firstNameLabel = 'First name'
export const notSet = 'Not set'
export const memberSince = 'Member since'
export const profile = 'Profile'
export const signOut = 'Sign out'
export const signOutHint = 'Sign out of OpenTab on this device.'
export const signOutButton = 'Sign Out'
export const editProfileButton = 'Edit Profile'
export const defaultCurrency = 'Default Currency'
export const defaultCurrencyHint = 'New events start in this currency; you can pick another when you create one.'
// '' in the select: no default stored, so the browser's language suggests one (shown in brackets).
export const currencyFromBrowser = (code: string) => `From my browser's language (${code})`
export const paymentNote = 'Payment Note'
export const paymentNoteHint =
  'An IBAN or any note on how to pay you. People who owe you see it when their currency has no pay link.'
