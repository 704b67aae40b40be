// Words of the Settlements page and the tabs: calculating, who paid, payments, disputes and the viewer's tab.
// Amounts and dates come in already formatted in the viewer's locale and the event's currency.

export const SETTLEMENTS = {
  // Calculating
  calculateSettlements: 'Calculate Settlements',
  calculating: 'Calculating...',
  squareWithPayers: 'The tabs square what each person had against what they paid, in as few payments as possible.',
  eachOwesHost: "Each participant's total becomes a tab they owe you.",
  calculateExplained:
    'This closes the event and tells everyone what they owe or are owed. Calculating again updates the tabs; payments already recorded stay and count against the new amounts.',
  preview: (count: number, settled: string, total: string) =>
    `${count} settlement(s) totaling ${settled} of the event's ${total}.`,
  unassignedWarning: (amount: string) =>
    `${amount} of items are unassigned and will not be on anyone's tab. Assign them first if someone should pay for them.`,
  collectFromGuests: 'Collect from guests',
  guestsHaveNoTab: 'Guests have no account, so they get no tab: collect these yourself.',
  paidTabsKept: (n: number) =>
    `${n} tab(s) have confirmed payments: they are kept, and anyone whose amount changes is told the old and new figure and what is left to pay.`,
  updateQuestion: 'Update the tabs to the bill as it is now? Everyone whose amount changes is notified.',
  closeQuestion:
    'Close the event and send tabs? Nobody can change items while it is closed, and everyone is told what they owe or are owed.',
  updateTabs: 'Update tabs',
  closeAndSend: 'Close event and send tabs',
  // Who paid the restaurant
  whoPaid: 'Who paid',
  paidBy: (list: string) => `Paid by ${list}.`,
  payerAmount: (name: string, amount: string) => `${name} ${amount}`,
  youPaidAll: (total: string) => `You paid the whole bill (${total}).`,
  payersProblem: (problem: string) =>
    `${problem} Update who paid, then calculate again. Until then the tabs assume you paid it all.`,
  changeWhoPaid: 'Change who paid',
  othersPaidToo: 'Others paid too',
  enterWhatEachPaid: (total: string) =>
    `Enter what each person paid the restaurant. The amounts must add up to the bill, ${total}.`,
  you: 'You',
  youLower: 'you',
  enterAmountsLike: 'Enter amounts like 20.00',
  addsUpToBill: (total: string) => `Adds up to the bill, ${total}.`,
  addsUpShort: (sum: string, left: string, total: string) =>
    `Adds up to ${sum}: ${left} of the ${total} bill is not paid by anyone yet.`,
  addsUpOver: (sum: string, over: string, total: string) => `Adds up to ${sum}: ${over} more than the ${total} bill.`,
  saveWhoPaid: 'Save who paid',
  iPaidItAll: 'I paid it all',
  calculateAgain: 'Calculate Settlements again to send the new tabs.',
  howTabsAddUp: 'How the tabs add up',
  // A tab's row and its payments
  paid: 'paid',
  owe: 'owe',
  owes: 'owes',
  back: ' back',
  status: { pending: 'Pending', paid: 'Paid', confirmed: 'Confirmed', disputed: 'Disputed' },
  enterAmountLike: (example: string) => `Enter an amount like ${example}`,
  atMostLeft: (amount: string) => `At most ${amount} is left to pay`,
  amountYouPaid: 'Amount you paid',
  amountTheyPaid: (name: string) => `Amount ${name} paid`,
  ofLeft: (amount: string) => `of ${amount} left`,
  noteOptional: 'Note (optional)',
  recordPayment: 'Record payment',
  recordAsReceived: 'Record as received',
  markReceived: 'Mark received',
  paymentLine: (from: string, to: string) => `${from} paid ${to} `,
  awaitingConfirmation: 'Awaiting confirmation',
  confirm: 'Confirm',
  dispute: 'Dispute',
  whatIsWrong: 'What is wrong?',
  markDisputed: 'Mark Disputed',
  // The printed summary
  printableSummary: 'Printable summary',
  whoOwesWhom: 'Who owes whom',
  total: 'Total',
  subtotalLower: 'subtotal',
  taxLower: 'tax',
  tipLower: 'tip',
  tax: 'Tax',
  tip: 'Tip',
  owesLine: (debtor: string, creditor: string, status: string) => `${debtor} owes ${creditor} (${status})`,
} as const
