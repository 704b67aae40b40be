// What the worker says about settlements and payments: its refusals, the notifications it writes and the CSV
// export. Apart from the screens' words (settlements.ts), so the event page does not download them.

// The payment rules (record a payment, who paid, settle up)
export const amountInCents = 'Enter an amount in cents'
/** Zero, formatted in the event's currency: "Enter an amount above $0.00". */
export const amountAbove = (zero: string) => `Enter an amount above ${zero}`
export const amountTooLarge = 'That amount is too large'
export const tooManyPayers = 'At most 50 payers'
export const notesTooLong = (max: number) => `Notes must be at most ${max} characters`
export const notesLabel = 'Notes'
export const saySide = 'Say who was paid (toId) or who paid you (fromId), not both'
export const sayWhatIsWrong = 'Say what is wrong with this payment'
// What the worker answers and notifies (amounts formatted in the event's currency, en-US)
export const onlyHostCalculates = 'Only the event host can calculate settlements'
export const onlyHostSetsPayers = 'Only the event host can record who paid'
export const payersNotInEvent = 'Only people in this event can be payers'
export const pickPeopleInEvent = 'Pick people in this event'
export const payersKeptChanging = 'The event kept changing while saving who paid. Try again.'
export const paymentChanged = 'This payment was just changed by someone else. Reload and try again.'
export const balanceChanged = (now: string) =>
  `This changed since you opened it: ${now}. Check the new figure and try again.`
export const twoPeopleNeeded = 'A payment needs two different people'
export const pickSomeoneElse = 'Pick someone else'
export const youOweWho = 'You owe'
export const nameOwes = (name: string) => `${name} owes`
export const owedLine = (who: string, whom: string, amount: string) => `${who} ${whom} ${amount}`
export const owesNothingLine = (who: string, whom: string) => `${who} ${whom} nothing`
export const nothingIsOwed = 'nothing is owed'
export const alreadyWaiting = 'A payment for what is left is already waiting for confirmation.'
export const owesNothingInEvent = (who: string, whom: string) => `${who} ${whom} nothing in this event.`
export const recordingKeptChanging = 'The event kept changing while recording the payment. Try again.'
export const paymentNotFound = 'Payment not found'
export const onlyPayeeConfirms = 'Only the person who was paid can confirm a payment'
export const onlyTwoDispute = 'Only the two people on a payment can dispute it'
export const cannotChangeThatWay = (status: string) => `A ${status} payment cannot be changed that way`
export const paymentConfirmedTitle = 'Payment Confirmed'
export const paymentReportedTitle = 'Payment Reported'
export const paymentDisputedTitle = 'Payment Disputed'
export const recordedYourPayment = (name: string, amount: string, title: string) =>
  `${name} recorded your payment of ${amount} for ${title}`
export const saysTheyPaid = (name: string, amount: string, title: string) =>
  `${name} says they paid ${amount} for ${title}`
export const confirmedYourPayment = (name: string, amount: string, title: string) =>
  `${name} confirmed your payment of ${amount} for ${title}`
export const disputedThePayment = (name: string, amount: string, title: string, note: string | undefined) =>
  `${name} disputed the payment of ${amount} for ${title}: ${note}`
// Settling up across events
export const nowOwesYou = (name: string, amount: string) => `${name} now owes you ${amount}`
export const youNowOweName = (name: string, amount: string) => `you now owe ${name} ${amount}`
export const nothingLeftToSettle = 'there is nothing left to settle with this person'
export const nothingToSettle = 'There is nothing to settle with this person.'
export const atMostOwed = (amount: string) => `At most ${amount} is owed`
export const settleUpNote = 'Settle up'
export const settleUpReceived = (amount: string) => `Your settle-up payment of ${amount} was recorded as received`
export const settleUpReported = (amount: string, events: number) =>
  `A settle-up payment of ${amount} to you was reported over ${events} event(s): confirm it on each event's settlements`
export const settleUpKeptChanging = 'Your tabs kept changing while settling up. Try again.'
// Calculating, on the worker
export const payersMismatch = (problem: string) =>
  `Who paid no longer matches the bill. ${problem} Update who paid first.`
export const calculatingKeptChanging = 'The event kept changing while calculating. Try again.'
export const tabChangedTitle = 'Tab Changed'
export const settlementCalculatedTitle = 'Settlement Calculated'
// The CSV export
export const csvHeader = ['Section', 'Person', 'Item', 'Share %', 'Amount', 'Currency', 'Status', 'Notes'] as const
export const csvItem = 'Item'
export const csvSubtotal = 'Subtotal'
export const csvTax = 'Tax'
export const csvTip = 'Tip'
export const csvTotal = 'Total'
export const csvEventTotal = 'Event total'
export const csvSettlement = 'Settlement'
export const csvUnassigned = 'Unassigned'
export const guest = 'Guest'
export const event = 'Event'
export const csvGuestName = (name: string) => `${name} (guest)`
export const csvOwes = (name: string) => `owes ${name}`
