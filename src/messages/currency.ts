// What people read about currencies and amounts, in one place so a translation is a new file.

export const CURRENCY = {
  invalidCode: 'Choose a currency by its three-letter code, like USD or EUR',
  /** Amounts are stored in the currency's minor unit, so a currency change would silently rescale them. */
  lockedByItems: 'The currency can only be changed while the event has no items',
  hint: 'Every amount of the event is in this currency. It can change until the first item is added.',
  paymentNoteTooLong: 'Payment note must be at most 200 characters',
  /** An amount typed in a way this locale does not write one; the example is in the viewer's own form. */
  enterAmountLike: (example: string) => `Enter an amount like ${example}`,
  noDecimals: (currency: string, example: string) =>
    `${currency} amounts have no decimal places: enter an amount like ${example}`,
  tooManyDecimals: (exponent: number, currency: string, example: string) =>
    `At most ${exponent} decimal places for ${currency}: enter an amount like ${example}`,
} as const
