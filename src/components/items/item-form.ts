// Reading the Add/Edit Item form (spec section 5): a trimmed, non-empty name and a price in dollars
// parsed to integer cents once, here at the edge. Returns null when the spec's message should show.
import { MAX_ITEM_PRICE_CENTS, parseDollarsToCents } from '@/domain/money'

export const PRICE_TOO_HIGH = 'Price must be at most $100,000.00'

export type ItemFormResult = { ok: true; name: string; priceCents: number } | { ok: false; tooHigh: boolean }

export function readItemForm(name: string, price: string): ItemFormResult {
  const trimmed = name.trim()
  const cents = parseDollarsToCents(price)
  if (!trimmed || cents === null) return { ok: false, tooHigh: false }
  if (cents > MAX_ITEM_PRICE_CENTS) return { ok: false, tooHigh: true }
  return { ok: true, name: trimmed, priceCents: cents }
}
