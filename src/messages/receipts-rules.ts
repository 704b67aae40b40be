// What the receipt rules say when they refuse an apply request or a Confirm Receipt Details form
// (src/domain/schemas/receipt.ts and receipt-form.ts).

export const RECEIPTS_RULES = {
  notWaitingPhoto: 'Not a waiting photo',
  photoGone: 'The new photo is no longer waiting to be applied. Choose it again.',
  location: 'Location',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  dateAndTime: 'Date and time',
  itemName: 'Item name',
  itemNeedsName: 'Every item needs a name',
  tooManyItems: 'A receipt can add at most 200 items',
  /** The example amount is already written the way the viewer writes amounts ("4.50", "4,50", "450"). */
  enterAmountLike: (example: string) => `Enter an amount like ${example}`,
} as const
