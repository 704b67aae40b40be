// Open Tabs: what you owe and are owed across events, per person and currency, and the payment history.

export const openTabs = 'Open Tabs'
export const owedToYouCount = (count: number) => `Owed to You (${count})`
export const youOweCount = (count: number) => `You Owe (${count})`
export const netPerPerson = 'Net per person'
export const owedToYou = 'Owed to You'
export const youOwe = 'You Owe'
export const tabs = 'Tabs'
export const noPendingToYou = 'No pending payments to you'
export const noPendingFromYou = 'No pending payments from you'
export const noPendingPayments = 'No pending payments'
export const owesYouOver = (name: string, amount: string, events: string) => `${name} owes you ${amount} over ${events}`
export const youOweOver = (name: string, amount: string, events: string) => `You owe ${name} ${amount} over ${events}`
export const evenWith = (name: string, events: string) => `You and ${name} are even over ${events}`
export const settleUp = 'Settle up'
export const amountPaidYou = (name: string) => `Amount ${name} paid you`
export const amountYouPaid = (name: string) => `Amount you paid ${name}`
export const recordPayment = 'Record payment'
export const noPaymentsYet = 'No payments yet'
export const paymentHistory = 'Payment history'
export const settleWholeHint = (amount: string) =>
  `The whole ${amount} clears every tab between you; less goes to the oldest tabs first.`
export const recorded = (parts: string) => `Recorded: ${parts}`
export const paidLine = (from: string, to: string) => `${from} paid ${to}`
// What a pay link's note says when one payment settles tabs across events.
/** The pay note's subject for a settle-up across events: it reads "OpenTab: tabs over 3 events" (BILL.payNote adds the name). */
export const payNoteAcrossEvents = (events: string) => `tabs over ${events}`
export const history = 'History'
// What awaits confirmation on a net row (decision 048): reported, not yet confirmed, and not offered again.
export const figuresPart = (figures: string) => ` · ${figures}`
export const youReportedAwaits = (amount: string, name: string) => `${amount} you paid awaits ${name}'s confirmation.`
export const theyReportedAwaits = (amount: string, name: string) => `${amount} ${name} paid awaits your confirmation.`
export const nothingMoreToSettle = 'Nothing more to settle until it is confirmed.'
