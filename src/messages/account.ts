// Your account in the app's frame: the Manage Profile dialog, the complete-your-profile reminder, and the worker's
// profile refusals. The profile page's own words are in profile.ts, the Open Tabs page's in open-tabs.ts.

export const username = 'Username'
export const failedToUpdateProfile = 'Failed to update profile'
export const usernameTaken = 'That username is already taken'
export const usernameIsRequired = 'Username is required'
