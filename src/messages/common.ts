// Words used across areas (buttons and states every screen shares). Each area's own words live in
// src/messages/<area>.ts; a translation is a copy of this folder with the words changed, not a hunt through code.

export const cancel = 'Cancel'
export const close = 'Close'
export const save = 'Save'
export const saving = 'Saving...'
const delete_ = 'Delete'
export const done = 'Done'
export const back = 'Back'
export const loading = 'Loading...'
export const loadFailed = 'Failed to load data'
export const tryAgain = 'Try again'
export const somethingWentWrong = 'Something went wrong. Please try again.'

// Words whose names JavaScript reserves are exported under those names all the same.
export { delete_ as delete }
