// How a tab's figures are put in words: one wording for the Settlements rows, the viewer's tab on the event page,
// Open Tabs, the printed summary, the CSV export and the notifications a recalculation sends (decision 048).
// Amounts come in formatted and always above or at zero: a term's sign is written as + or −, never as a
// negative amount. `src/domain/tab-words.ts` decides which words a tab gets.

export const you = 'You'
export const youLower = 'you'
// Who pays whom now
export const owes = (payer: string, payee: string) => `${payer} owes ${payee}`
export const youOwe = (payee: string) => `You owe ${payee}`
export const square = (a: string, b: string) => `${a} and ${b} are square`
// The terms of "$16.34 for this bill + $3.00 Leo paid you earlier = $19.34"
export const forThisBill = (amount: string) => `${amount} for this bill`
export const owedForThisBill = (amount: string, debtor: string) => `${amount} ${debtor} owed for this bill`
export const paidTerm = (amount: string, from: string, to: string) => `${amount} ${from} paid ${to}`
export const paidEarlierTerm = (amount: string, from: string, to: string) => `${amount} ${from} paid ${to} earlier`
export const plus = ' + '
export const minus = ' − '
export const equals = (amount: string) => ` = ${amount}`
export const equalsBack = (amount: string) => ` = ${amount} back`
export const sentence = (headline: string, figures: string) => `${headline}: ${figures}`
// Reported and not yet confirmed
export const awaitingConfirmationOf = (amount: string, name: string) => ` · ${amount} awaiting ${name}'s confirmation`
export const awaitingYourConfirmation = (amount: string) => ` · ${amount} awaiting your confirmation`
// A recalculation changed the bill
export const changedFromTo = (from: string, to: string) => `changed from ${from} to ${to}`
export const owing = (who: string, whom: string, amount: string) => `${who} owing ${whom} ${amount}`
export const nothingOwed = 'nothing owed'
export const tabChanged = (other: string, title: string, changed: string, now: string) =>
  `Your tab with ${other} for ${title} ${changed}. ${now}.`
