// The rest of the bill words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of bill.ts so that a page's first load carries only the words it shows.
// Everything in bill.ts is re-exported here, so a part that loads later imports this one module.

export * from './bill'

// View Breakdown
export const viewBreakdown = 'View Breakdown'
export const openAsFullPage = 'Open as a full page'
export const breakdownByUser = 'Breakdown by User'
export const guestPrefix = 'Guest · '
export const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`)
export const totalsAddUpTo = "Everyone's totals add up to"
export const exactlyTheTotal = ', exactly the event total.'
export const butTheTotalIs = (total: string) => `, but the event total is ${total}.`
export const percentError = 'Enter a percentage from 0 to 100 (at most 3 decimals)'
/** A rate typed with another locale's decimal mark ("7.5" in de-DE): which mark to use, shown on an example. */
export const percentUseMark = (mark: string, example: string) => `Use ${mark} for decimals, e.g. ${example}`
export const noDecimals = 'no decimals'
export const atMostDecimals = (n: number) => `at most ${n} decimal${n === 1 ? '' : 's'}`
export const amountError = (zero: string, places: string) => `Enter an amount of at least ${zero} (${places})`
export const moreThanSubtotal = 'The amount cannot be more than the subtotal (100%)'
// Who paid the bill
export const payerListedTwice = 'Each person can be listed once as a payer'
export const payerNeedsAmount = (zero: string) => `Each payer needs an amount above ${zero}`
export const payersMismatch = (sum: string, total: string) =>
  `What the payers paid adds up to ${sum}, but the bill is ${total}. The amounts must add up to the bill exactly.`
// One person's figures in words: "You had $61.20, you paid $0.00, so you owe Maria $61.20."
export const youHad = (had: string) => `You had ${had}`
export const forGuests = (amount: string) => ` (${amount} of it for guests and unassigned items)`
export const youPaidSo = (had: string, paid: string) => `${had}, you paid ${paid}, so`
export const youOwe = (start: string, list: string) => `${start} you owe ${list}.`
export const youAreOwed = (start: string, amount: string, list: string) => `${start} you are owed ${amount}: ${list}.`
export const youAreEven = (start: string) => `${start} you are even.`
export const personAmount = (name: string, amount: string) => `${name} ${amount}`
export const paysYou = (name: string, amount: string) => `${name} pays you ${amount}`
// The same story told of someone else, for the host reading each person's line (issue 46).
export const theyHad = (name: string, had: string) => `${name} had ${had}`
export const theyPaidSo = (had: string, paid: string) => `${had}, paid ${paid}, so`
export const theyOwe = (start: string, list: string) => `${start} owes ${list}.`
export const theyAreOwed = (start: string, amount: string, list: string) => `${start} is owed ${amount}: ${list}.`
export const theyAreEven = (start: string) => `${start} is even.`
export const paysThem = (name: string, payee: string, amount: string) => `${name} pays ${payee} ${amount}`
export const youPayThem = (payee: string, amount: string) => `you pay ${payee} ${amount}`
export const moreNames = (n: number) => `${n} more`
// What everyone is told when the host sends the tabs
export const evenFor = (event: string) => `You are even for ${event}: you owe nothing and nobody owes you.`
// The spec's 'Your settlement amount: $X', with the event and whom to pay (one person owes one other).
export const settlementAmountTo = (total: string, event: string, name: string) =>
  `Your settlement amount: ${total} for ${event}: you owe ${name}.`
export const settlementAmountFor = (total: string, event: string, list: string) =>
  `Your settlement amount: ${total} for ${event}: you owe ${list}.`
export const owedFor = (total: string, event: string, list: string) => `You are owed ${total} for ${event}: ${list}.`
export const oweAndOwed = (event: string, owe: string, oweList: string, owed: string, owedList: string) =>
  `For ${event} you owe ${owe} (${oweList}) and are owed ${owed} (${owedList}).`
export const owesYou = (name: string, amount: string) => `${name} owes you ${amount}`
