// Words of the viewer's own tab on the event page: what they owe or are owed, where to pay, and the offer to be
// found by friends. Apart from the Settlements page's words (settlements.ts): the event page loads these at once
// (decision 026).

export const MY_TAB = {
  // The find-me offer on a closed event
  foundNow: 'Others can now find you and invite you to events',
  profileUpdateFailed: 'Failed to update profile',
  beFound: 'Be found by friends',
  letPeopleFindYou: 'Let the people you eat with find you',
  beFoundExplained:
    'People from this table can already find you. Turning on "Allow others to find and invite me" lets anyone add you to their next event; you can change it on your profile.',
  allow: 'Allow',
  notNow: 'Not now',
  // The viewer's tab
  unknown: 'Unknown',
  yourTab: 'Your tab',
  allSquareWith: (name: string) => `You are all square with ${name}`,
  youOwe: (name: string, amount: string) => `You owe ${name} ${amount}`,
  owesYou: (name: string, amount: string) => `${name} owes you ${amount}`,
  bill: (amount: string) => `Bill ${amount}`,
  paidPart: (amount: string) => ` · paid ${amount}`,
  awaitingTheirConfirmation: (amount: string, name: string) => ` · ${amount} awaiting ${name}'s confirmation`,
  disputedPart: ' · a payment is disputed',
  awaitingPart: (amount: string) => ` · ${amount} awaiting confirmation`,
  calculatedPart: (when: string) => ` · calculated ${when}`,
  iPaid: 'I paid',
  payments: 'Payments',
  /** Before the payee's free-text payment details, shown to whoever owes them. */
  paymentNote: 'Payment details',
} as const
