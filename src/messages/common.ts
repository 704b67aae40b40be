// Words used across areas (buttons and states every screen shares). Each area's own words live in
// src/messages/<area>.ts; a translation is a copy of this folder with the words changed, not a hunt through code.

export const COMMON = {
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  saving: 'Saving...',
  delete: 'Delete',
  done: 'Done',
  back: 'Back',
  loading: 'Loading...',
  loadFailed: 'Failed to load data',
  tryAgain: 'Try again',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const
