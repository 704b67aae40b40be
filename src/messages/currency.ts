// What people read about currencies and amounts, in one place so a translation is a new file.

/** An amount typed in a way this locale does not write one; the example is in the viewer's own form. */
export const enterAmountLike = (example: string) => `Enter an amount like ${example}`
export const noDecimals = (currency: string, example: string) =>
  `${currency} amounts have no decimal places: enter an amount like ${example}`
export const tooManyDecimals = (exponent: number, currency: string, example: string) =>
  `At most ${exponent} decimal places for ${currency}: enter an amount like ${example}`
