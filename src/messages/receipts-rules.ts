// What the receipt rules say when they refuse an apply request or a Confirm Receipt Details form
// (src/domain/schemas/receipt.ts and receipt-form.ts).

export const notWaitingPhoto = 'Not a waiting photo'
export const photoGone = 'The new photo is no longer waiting to be applied. Choose it again.'
export const location = 'Location'
export const street = 'Street'
export const city = 'City'
export const state = 'State'
export const zip = 'ZIP'
export const dateAndTime = 'Date and time'
export const itemName = 'Item name'
export const itemNeedsName = 'Every item needs a name'
export const tooManyItems = 'A receipt can add at most 200 items'
/** The example amount is already written the way the viewer writes amounts ("4.50", "4,50", "450"). */
export const enterAmountLike = (example: string) => `Enter an amount like ${example}`
