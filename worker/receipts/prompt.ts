// The instructions and output schema shared by every model provider, so they
// all answer in the parsed-receipt shape (src/domain/receipt/schema.ts).

export const RECEIPT_PROMPT = `You read photographs of restaurant and shop receipts.
Answer with one JSON object only, with these fields:
- isReceipt: false when the image is not a receipt (then leave the other fields empty).
- location_name: the merchant's name; street, city, state (two-letter US code), zip.
- date_time: the receipt's date and time as ISO 8601 local time "YYYY-MM-DDTHH:MM:SS", or "" when absent.
- items: every purchased line as {"name", "price"}, price in dollars as a number.
  When a line has a quantity above 1, output one item per unit at the unit price:
  "2 Lunch 45.90" becomes two items {"name": "Lunch", "price": 22.95}.
  Discounts and coupons are items with a negative price. Never list subtotal, tax, tip,
  total, payment, change or suggested-tip lines as items.
- subtotal: the amount before tax and tip; tax: all taxes added together.
- tip: the tip, gratuity or service charge actually charged, as a string such as "4.50",
  or "" when there is none. Ignore suggested-tip tables.
- total: the final amount to pay, including tax and tip.
Use "" for unknown text and 0 for unknown amounts. Copy numbers exactly as printed.`

const text = { type: 'STRING' }
const money = { type: 'NUMBER' }
const fields = [
  'isReceipt',
  'location_name',
  'street',
  'city',
  'state',
  'zip',
  'date_time',
  'items',
  'subtotal',
  'tax',
  'tip',
  'total',
]

/** Gemini responseSchema (OpenAPI subset). The tip is a string ("" for none), as in the parsed-receipt shape. */
export const GEMINI_RECEIPT_SCHEMA = {
  type: 'OBJECT',
  properties: {
    isReceipt: { type: 'BOOLEAN' },
    location_name: text,
    street: text,
    city: text,
    state: text,
    zip: text,
    date_time: text,
    items: {
      type: 'ARRAY',
      items: { type: 'OBJECT', properties: { name: text, price: money }, required: ['name', 'price'] },
    },
    subtotal: money,
    tax: money,
    tip: text,
    total: money,
  },
  required: fields,
  propertyOrdering: fields,
}
