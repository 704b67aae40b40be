// Your account in the app's frame: the Manage Profile dialog, the complete-your-profile reminder, and the worker's
// profile refusals. The profile page's own words are in profile.ts, the Open Tabs page's in open-tabs.ts.

export const ACCOUNT = {
  manageProfile: 'Manage Profile',
  manageProfileIntro: 'Update how others see you.',
  username: 'Username',
  firstName: 'First Name',
  optional: 'Optional',
  email: 'Email',
  emailCannotChange: 'Note: Email cannot be changed',
  saveChanges: 'Save Changes',
  completeYourProfile: 'Complete your profile',
  completeProfileWhy: "Add your first name so friends know who's who when you split a tab.",
  completeProfileHow: 'It takes a few seconds, and you can choose whether others can find and invite you.',
  maybeLater: 'Maybe Later',
  completeProfile: 'Complete Profile',
  failedToUpdateProfile: 'Failed to update profile',
  usernameTaken: 'That username is already taken',
  usernameIsRequired: 'Username is required',
} as const
