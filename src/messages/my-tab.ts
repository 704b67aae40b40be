// Words of the viewer's own tab on the event page: what they owe or are owed, where to pay, and the offer to be
// found by friends. Apart from the Settlements page's words (settlements.ts): the event page loads these at once
// (decision 026).

// The find-me offer on a closed event
export const foundNow = 'Others can now find you and invite you to events'
export const profileUpdateFailed = 'Failed to update profile'
export const beFound = 'Be found by friends'
export const letPeopleFindYou = 'Let the people you eat with find you'
export const beFoundExplained =
  'People from this table can already find you. Turning on "Allow others to find and invite me" lets anyone add you to their next event; you can change it on your profile.'
export const allow = 'Allow'
export const notNow = 'Not now'
// The viewer's tab
export const unknown = 'Unknown'
export const yourTab = 'Your tab'
export const allSquareWith = (name: string) => `You are all square with ${name}`
export const youOwe = (name: string, amount: string) => `You owe ${name} ${amount}`
export const owesYou = (name: string, amount: string) => `${name} owes you ${amount}`
export const disputedPart = ' · a payment is disputed'
export const iPaid = 'I paid'
export const payments = 'Payments'
/** Before the payee's free-text payment details, shown to whoever owes them. */
export const paymentNote = 'Payment details'
