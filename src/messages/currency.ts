// What people read about currencies and amounts, in one place so a translation is a new file.

/** An amount typed in a way this locale does not write one; the example is in the viewer's own form. */
export const enterAmountLike = (example: string) => `Enter an amount like ${example}`
/** Typed with the decimal mark of another locale ("12.50" in de-DE): which mark this one uses. */
export const wrongDecimalMark = (mark: string, example: string) =>
  `Use ${mark} for decimals: enter an amount like ${example}`
export const noDecimals = (currency: string, example: string) =>
  `${currency} amounts have no decimal places: enter an amount like ${example}`
export const tooManyDecimals = (exponent: number, currency: string, example: string) =>
  `At most ${exponent} decimal places for ${currency}: enter an amount like ${example}`
