// The rest of the account words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of account.ts so that a page's first load carries only the words it shows.
// Everything in account.ts is re-exported here, so a part that loads later imports this one module.
export * from './account'

export const manageProfile = 'Manage Profile'
export const manageProfileIntro = 'Update how others see you.'
export const firstName = 'First Name'
export const optional = 'Optional'
export const email = 'Email'
export const emailCannotChange = 'Note: Email cannot be changed'
export const saveChanges = 'Save Changes'
export const completeYourProfile = 'Complete your profile'
export const completeProfileWhy = "Add your first name so friends know who's who when you split a tab."
export const maybeLater = 'Maybe Later'
export const completeProfile = 'Complete Profile'
