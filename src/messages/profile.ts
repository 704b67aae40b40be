// The profile page: your details, the Edit Profile form (names, payment handles, default currency, payment
// note) and signing out.

export const PROFILE = {
  manageProfile: 'Manage Profile',
  username: 'Username',
  firstName: 'First Name',
  email: 'Email',
  completeYourProfile: 'Complete your profile',
  notAuthenticated: 'Not authenticated',
  profileIntro: 'Tell your friends who you are. You can change this any time.',
  discoverable: 'Allow others to find and invite me to events',
  saveProfile: 'Save Profile',
  skipForNow: 'Skip for Now',
  cashApp: 'Cash App',
  editProfile: 'Edit profile',
  paymentHandlesOptional: 'Payment handles (optional)',
  payHandlesHint: "People who owe you get 'Pay with ...' links with the amount filled in.",
  firstNameLabel: 'First name',
  notSet: 'Not set',
  memberSince: 'Member since',
  profile: 'Profile',
  signOut: 'Sign out',
  signOutHint: 'Sign out of OpenTab on this device.',
  signOutButton: 'Sign Out',
  editProfileButton: 'Edit Profile',
  defaultCurrency: 'Default Currency',
  defaultCurrencyHint: 'New events start in this currency; you can pick another when you create one.',
  // '' in the select: no default stored, so the browser's language suggests one (shown in brackets).
  currencyFromBrowser: (code: string) => `From my browser's language (${code})`,
  paymentNote: 'Payment Note',
  paymentNoteHint:
    'An IBAN or any note on how to pay you. People who owe you see it when their currency has no pay link.',
} as const
