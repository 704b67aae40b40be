// What the item rules say when they refuse an item or an assignment (src/domain/schemas/event.ts and
// event-form.ts). Add and edit word the same failure differently ('... name and price' / '... name & price').

export const ITEMS_RULES = {
  itemName: 'Item name',
  itemNameTooLong: 'Item name must be at most 120 characters',
  addInvalid: 'Enter valid name and price',
  editInvalid: 'Enter valid name & price',
  /** The cap is formatted in the event's currency: "Price must be at most $100,000.00" for US dollars. */
  priceAtMost: (max: string) => `Price must be at most ${max}`,
  selectItem: 'Select at least one item',
  selectPerson: 'Select at least one person',
} as const
