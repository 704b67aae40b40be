// Open Tabs: what you owe and are owed across events, per person and currency, and the payment history.

export const OPEN_TABS = {
  openTabs: 'Open Tabs',
  owedToYouCount: (count: number) => `Owed to You (${count})`,
  youOweCount: (count: number) => `You Owe (${count})`,
  netPerPerson: 'Net per person',
  owedToYou: 'Owed to You',
  youOwe: 'You Owe',
  tabs: 'Tabs',
  noPendingToYou: 'No pending payments to you',
  noPendingFromYou: 'No pending payments from you',
  noPendingPayments: 'No pending payments',
  youOweOver: (name: string, amount: string, events: string) => `You owe ${name} ${amount} over ${events}`,
  evenWith: (name: string, events: string) => `You and ${name} are even over ${events}`,
  settleUp: 'Settle up',
  amountPaidYou: (name: string) => `Amount ${name} paid you`,
  amountYouPaid: (name: string) => `Amount you paid ${name}`,
  recordPayment: 'Record payment',
  noPaymentsYet: 'No payments yet',
  paymentHistory: 'Payment history',
  settleWholeHint: (amount: string) =>
    `The whole ${amount} clears every tab between you; less goes to the oldest tabs first.`,
  recorded: (parts: string) => `Recorded: ${parts}`,
  paidLine: (from: string, to: string) => `${from} paid ${to}`,
  // What a pay link's note says when one payment settles tabs across events.
  payNoteAcrossEvents: 'OpenTab',
  history: 'History',
} as const
