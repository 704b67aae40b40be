// What the item rules say when they refuse an item or an assignment (src/domain/schemas/event.ts and
// event-form.ts). Add and edit word the same failure differently ('... name and price' / '... name & price').

export const itemName = 'Item name'
export const itemNameTooLong = 'Item name must be at most 120 characters'
export const addInvalid = 'Enter valid name and price'
export const editInvalid = 'Enter valid name & price'
/** A price typed with another locale's decimal mark ("12.50" in de-DE): the item message, and which mark. */
export const withDecimalMark = (message: string, mark: string) => `${message} (use ${mark} for decimals)`
/** The cap is formatted in the event's currency: "Price must be at most $100,000.00" for US dollars. */
export const priceAtMost = (max: string) => `Price must be at most ${max}`
export const selectItem = 'Select at least one item'
export const selectPerson = 'Select at least one person'
