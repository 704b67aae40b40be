// The shape every synthetic receipt is drawn from (scripts/receipt-synth.ts): printed rows and the truth a
// person splitting the bill would enter.

/** A printed row: text at the left, optionally an amount at the right; `big` for the shop's name. */
export type Line = { left: string; right?: string; center?: boolean; big?: boolean }

export interface Receipt {
  lines: Line[]
  gold: Record<string, unknown>
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Local ISO 8601 date and time to the minute, as the eval's gold expects. */
export function isoMinute(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:00`
}

/** The truth of a US receipt in the eval's shape, from amounts in cents (no city, state or zip is printed). */
export function usGold(t: {
  name: string
  street: string
  date: Date
  items: { name: string; price: number }[]
  subtotalCents: number
  taxCents: number
  tipCents: number
  totalCents: number
}): Record<string, unknown> {
  return {
    isReceipt: true,
    location_name: t.name,
    street: t.street,
    city: '',
    state: '',
    zip: '',
    date_time: isoMinute(t.date),
    items: t.items,
    subtotal: t.subtotalCents / 100,
    tax: t.taxCents / 100,
    tip: t.tipCents ? (t.tipCents / 100).toFixed(2) : '',
    total: t.totalCents / 100,
  }
}
