// Words of the settlement screens that are not in the spec's list, in one place so a translation is a new file.

export const SETTLEMENT_WORDS = {
  /** Before the payee's free-text payment details, shown to whoever owes them. */
  paymentNote: 'Payment details',
} as const
