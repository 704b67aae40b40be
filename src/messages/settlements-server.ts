// What the worker says about settlements and payments: its refusals, the notifications it writes and the CSV
// export. Apart from the screens' words (settlements.ts), so the event page does not download them.

export const SETTLEMENTS_SERVER = {
  // The payment rules (record a payment, who paid, settle up)
  amountInCents: 'Enter an amount in cents',
  /** Zero, formatted in the event's currency: "Enter an amount above $0.00". */
  amountAbove: (zero: string) => `Enter an amount above ${zero}`,
  amountTooLarge: 'That amount is too large',
  tooManyPayers: 'At most 50 payers',
  notesTooLong: (max: number) => `Notes must be at most ${max} characters`,
  saySide: 'Say who was paid (toId) or who paid you (fromId), not both',
  sayWhatIsWrong: 'Say what is wrong with this payment',
  // What the worker answers and notifies (amounts formatted in the event's currency, en-US)
  onlyHostCalculates: 'Only the event host can calculate settlements',
  onlyHostSetsPayers: 'Only the event host can record who paid',
  payersNotInEvent: 'Only people in this event can be payers',
  pickPeopleInEvent: 'Pick people in this event',
  payersKeptChanging: 'The event kept changing while saving who paid. Try again.',
  paymentChanged: 'This payment was just changed by someone else. Reload and try again.',
  balanceChanged: (now: string) => `This changed since you opened it: ${now}. Check the new figure and try again.`,
  twoPeopleNeeded: 'A payment needs two different people',
  pickSomeoneElse: 'Pick someone else',
  youOweWho: 'You owe',
  nameOwes: (name: string) => `${name} owes`,
  owedLine: (who: string, whom: string, amount: string) => `${who} ${whom} ${amount}`,
  owesNothingLine: (who: string, whom: string) => `${who} ${whom} nothing`,
  nothingIsOwed: 'nothing is owed',
  alreadyWaiting: 'A payment for what is left is already waiting for confirmation.',
  owesNothingInEvent: (who: string, whom: string) => `${who} ${whom} nothing in this event.`,
  recordingKeptChanging: 'The event kept changing while recording the payment. Try again.',
  paymentNotFound: 'Payment not found',
  onlyPayeeConfirms: 'Only the person who was paid can confirm a payment',
  onlyTwoDispute: 'Only the two people on a payment can dispute it',
  cannotChangeThatWay: (status: string) => `A ${status} payment cannot be changed that way`,
  paymentConfirmedTitle: 'Payment Confirmed',
  paymentReportedTitle: 'Payment Reported',
  paymentDisputedTitle: 'Payment Disputed',
  recordedYourPayment: (name: string, amount: string, title: string) =>
    `${name} recorded your payment of ${amount} for ${title}`,
  saysTheyPaid: (name: string, amount: string, title: string) => `${name} says they paid ${amount} for ${title}`,
  confirmedYourPayment: (name: string, amount: string, title: string) =>
    `${name} confirmed your payment of ${amount} for ${title}`,
  disputedThePayment: (name: string, amount: string, title: string, note: string | undefined) =>
    `${name} disputed the payment of ${amount} for ${title}: ${note}`,
  // Settling up across events
  nowOwesYou: (name: string, amount: string) => `${name} now owes you ${amount}`,
  youNowOweName: (name: string, amount: string) => `you now owe ${name} ${amount}`,
  nothingLeftToSettle: 'there is nothing left to settle with this person',
  nothingToSettle: 'There is nothing to settle with this person.',
  atMostOwed: (amount: string) => `At most ${amount} is owed`,
  settleUpNote: 'Settle up',
  settleUpReceived: (amount: string) => `Your settle-up payment of ${amount} was recorded as received`,
  settleUpReported: (amount: string, events: number) =>
    `A settle-up payment of ${amount} to you was reported over ${events} event(s): confirm it on each event's settlements`,
  settleUpKeptChanging: 'Your tabs kept changing while settling up. Try again.',
  // Calculating, on the worker
  payersMismatch: (problem: string) => `Who paid no longer matches the bill. ${problem} Update who paid first.`,
  calculatingKeptChanging: 'The event kept changing while calculating. Try again.',
  tabChangedTitle: 'Tab Changed',
  settlementCalculatedTitle: 'Settlement Calculated',
  changedFromTo: (from: string, to: string) => `changed from ${from} to ${to}`,
  nothingLeftToPay: 'nothing is left to pay.',
  youNowOwe: (amount: string) => `you now owe ${amount}.`,
  youAreNowOwed: (amount: string, back: boolean) => `you are now owed ${amount}${back ? ' back' : ''}.`,
  isPaidSo: (amount: string) => ` ${amount} is paid, so`,
  yourTabChanged: (title: string, changed: string, paidPart: string, left: string) =>
    `Your tab for ${title} ${changed}.${paidPart} ${left}`,
  theirTabChanged: (name: string, title: string, changed: string, paidPart: string, left: string) =>
    `${name}'s tab for ${title} ${changed}.${paidPart} ${left}`,
  // The CSV export
  csvHeader: ['Section', 'Person', 'Item', 'Share %', 'Amount', 'Currency', 'Status', 'Notes'],
  csvItem: 'Item',
  csvSubtotal: 'Subtotal',
  csvTax: 'Tax',
  csvTip: 'Tip',
  csvTotal: 'Total',
  csvEventTotal: 'Event total',
  csvSettlement: 'Settlement',
  csvUnassigned: 'Unassigned',
  guest: 'Guest',
  event: 'Event',
  csvGuestName: (name: string) => `${name} (guest)`,
  csvOwes: (name: string) => `owes ${name}`,
  csvPaid: (paid: string, awaiting: string | null, rest: string) =>
    `Paid ${paid}${awaiting ? `, ${awaiting} awaiting confirmation` : ''}; ${rest}`,
  csvOwedBack: (amount: string) => `${amount} owed back`,
  csvOutstanding: (amount: string) => `${amount} outstanding`,
} as const
