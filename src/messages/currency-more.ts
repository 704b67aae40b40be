// The rest of the currency words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of currency.ts so that a page's first load carries only the words it shows.
// Everything in currency.ts is re-exported here, so a part that loads later imports this one module.
export * from './currency'

export const invalidCode = 'Choose a currency by its three-letter code, like USD or EUR'
/** Amounts are stored in the currency's minor unit, so a currency change would silently rescale them. */
export const lockedByItems = 'The currency can only be changed while the event has no items'
/** Tabs, payments and payers outlive the items they came from, and are in the same minor units. */
export const lockedByLedger = 'The currency can only be changed while the event has no tabs, payments or payers'
export const hint = 'Every amount of the event is in this currency. It can change until the first item is added.'
export const paymentNoteTooLong = 'Payment note must be at most 200 characters'
