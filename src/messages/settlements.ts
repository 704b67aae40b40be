// Words of the Settlements page and the tabs: calculating, who paid, payments, disputes and the viewer's tab.
// Amounts and dates come in already formatted in the viewer's locale and the event's currency.

// Calculating
export const calculateSettlements = 'Calculate Settlements'
export const calculating = 'Calculating...'
export const squareWithPayers =
  'The tabs square what each person had against what they paid, in as few payments as possible.'
export const eachOwesHost = "Each participant's total becomes a tab they owe you."
export const calculateExplained =
  'This closes the event and tells everyone what they owe or are owed. Calculating again updates the tabs; payments already recorded stay and count against the new amounts.'
export const preview = (count: number, settled: string, total: string) =>
  `${count} settlement(s) totaling ${settled} of the event's ${total}.`
export const unassignedWarning = (amount: string) =>
  `${amount} of items are unassigned and will not be on anyone's tab. Assign them first if someone should pay for them.`
export const collectFromGuests = 'Collect from guests'
export const guestsHaveNoTab = 'Guests have no account, so they get no tab: collect these yourself.'
export const paidTabsKept = (n: number) =>
  `${n} tab(s) have confirmed payments: they are kept, and anyone whose amount changes is told the old and new figure and what is left to pay.`
export const updateQuestion = 'Update the tabs to the bill as it is now? Everyone whose amount changes is notified.'
export const closeQuestion =
  'Close the event and send tabs? Nobody can change items while it is closed, and everyone is told what they owe or are owed.'
export const updateTabs = 'Update tabs'
export const closeAndSend = 'Close event and send tabs'
// Who paid the restaurant
export const whoPaid = 'Who paid'
export const paidBy = (list: string) => `Paid by ${list}.`
export const payerAmount = (name: string, amount: string) => `${name} ${amount}`
export const youPaidAll = (total: string) => `You paid the whole bill (${total}).`
export const payersProblem = (problem: string) =>
  `${problem} Update who paid, then calculate again. Until then the tabs assume you paid it all.`
export const changeWhoPaid = 'Change who paid'
export const othersPaidToo = 'Others paid too'
export const enterWhatEachPaid = (total: string) =>
  `Enter what each person paid the restaurant. The amounts must add up to the bill, ${total}.`
export const you = 'You'
export const youLower = 'you'
export const enterAmountsLike = 'Enter amounts like 20.00'
export const addsUpToBill = (total: string) => `Adds up to the bill, ${total}.`
export const addsUpShort = (sum: string, left: string, total: string) =>
  `Adds up to ${sum}: ${left} of the ${total} bill is not paid by anyone yet.`
export const addsUpOver = (sum: string, over: string, total: string) =>
  `Adds up to ${sum}: ${over} more than the ${total} bill.`
export const saveWhoPaid = 'Save who paid'
export const iPaidItAll = 'I paid it all'
export const calculateAgain = 'Calculate Settlements again to send the new tabs.'
export const howTabsAddUp = 'How the tabs add up'
// A tab's row and its payments
export const paid = 'paid'
export const owe = 'owe'
export const owes = 'owes'
export const back = ' back'
export const status = { pending: 'Pending', paid: 'Paid', confirmed: 'Confirmed', disputed: 'Disputed' } as const
export const enterAmountLike = (example: string) => `Enter an amount like ${example}`
export const atMostLeft = (amount: string) => `At most ${amount} is left to pay`
export const amountYouPaid = 'Amount you paid'
export const amountTheyPaid = (name: string) => `Amount ${name} paid`
export const ofLeft = (amount: string) => `of ${amount} left`
export const noteOptional = 'Note (optional)'
export const recordPayment = 'Record payment'
export const recordAsReceived = 'Record as received'
export const markReceived = 'Mark received'
export const paymentLine = (from: string, to: string) => `${from} paid ${to} `
export const awaitingConfirmation = 'Awaiting confirmation'
export const confirm = 'Confirm'
export const dispute = 'Dispute'
export const whatIsWrong = 'What is wrong?'
export const markDisputed = 'Mark Disputed'
// The printed summary
export const printableSummary = 'Printable summary'
export const whoOwesWhom = 'Who owes whom'
export const total = 'Total'
export const subtotalLower = 'subtotal'
export const taxLower = 'tax'
export const tipLower = 'tip'
export const tax = 'Tax'
export const tip = 'Tip'
/** A tab on paper: its figures in words, then its status. */
export const tabLine = (figures: string, status: string) => `${figures} (${status})`
