// Item lines: the priced rows above the summary block. A quantity line
// ("2 Lunch 45.90", "Soda  2  3.38", "2 @ 1.50  3.00") becomes one item per
// unit at the unit price, when the line total divides evenly.
import { unglue } from './header'
import { hasLetters } from './keywords'
import { isAmountOnly, isLabelOnly, type RowInfo, rowAmount } from './rows'

export interface ItemLine {
  name: string
  /** Price of one unit, in cents. */
  unitCents: number
  quantity: number
  rowIndex: number
}

const MAX_QUANTITY = 50
/** A row of column headings ("Description", "Qty Item Price") names no item. */
const COLUMN_HEADINGS =
  /^((description|desc|item|items|qty|quantity|price|amount|amt|total|unit|menu|artikel|menge|preis|betrag|harga|jumlah)\b[\s.:]*){1,4}$/i
/** Below this a "quantity" is more likely part of the name ("40 Boneless Wings  10.00"). */
const MIN_UNIT_CENTS = 50

export function lineTotal(item: ItemLine): number {
  return item.unitCents * item.quantity
}

/** "2 @ 2 FOR $5.00", "3 @ 1.50", "2 @ 2/5.00": how many units the priced row above stands for. */
const UNITS_DETAIL = /^\s*(\d{1,2})\s*@\s*(?:\d{1,2}\s*(?:for\b|\/)|\$?\s*\d)/i
/** "1.23 lb @ $3.99/lb", "0.52 kg @": a weighed item's price row; OCR reads "lb" as "1b". */
const WEIGHT_DETAIL = /^\s*\d+(?:[.,]\d+)?\s*(?:[l1I]bs?|kg|oz)\s*@/i

export function extractItems(rows: RowInfo[], start: number, end: number): ItemLine[] {
  const items: ItemLine[] = []
  const used = new Set<number>()
  for (let i = start; i < end; i++) {
    const row = rows[i] as RowInfo
    const amount = rowAmount(row)
    const last = items.at(-1)
    if (last && unitsOfLast(row, last)) continue
    const skip = row.roles.has('payment') || row.roles.has('suggestion') || row.roles.has('memo')
    if (!amount || skip || isSummary(row)) continue
    let label = row.label
    let fragments = row.fragments
    const weighed = WEIGHT_DETAIL.test(row.text)
    const above = rows[i - 1]
    if (weighed && above && isLabelOnly(above) && !used.has(above.index) && above.index >= start) {
      // A weighed item prints its name on the row above the weight and the price.
      items.push({ name: cleanName(above.label), unitCents: amount.cents, quantity: 1, rowIndex: i })
      used.add(above.index)
      used.add(i)
      continue
    }
    if (isAmountOnly(row)) {
      // Price printed on its own row: the name is the unpriced row just above.
      const prev = rows[i - 1]
      if (!prev || !isLabelOnly(prev) || used.has(prev.index) || prev.index < start) continue
      // Under a row of column headings the price is an item's, but the headings are not its name.
      if (!COLUMN_HEADINGS.test(prev.label.trim())) {
        label = prev.label
        fragments = prev.fragments
      }
      used.add(prev.index)
    }
    used.add(i)
    const item = itemFromRow(label, fragments, row, amount.cents)
    // A credit larger than the item above is not that item's ("AFTER DISCOUNT -31.60" under "DISCOUNT 0.00").
    if (last && item.unitCents < 0 && item.quantity === 1 && lineTotal(last) + item.unitCents >= 0)
      takeOff(items, last, item.unitCents)
    else items.push(item)
  }
  return items
}

/**
 * A multi-buy's detail row ("2 @ 2 FOR $5.00" under "YOGURT  5.00") says the row above is that many
 * units: it splits that item and is no item of its own. Only when its amount is the row above's price.
 */
function unitsOfLast(row: RowInfo, last: ItemLine): boolean {
  const m = UNITS_DETAIL.exec(row.text)
  if (!m) return false
  // OCR reads the "$" glued to "FOR" as an S ("3@3FORS3.15"), which hides the amount from findAmounts.
  const glued = /[S$]\s?(\d{1,4})[.,](\d{2})\s*$/.exec(row.text)
  const cents = rowAmount(row)?.cents ?? (glued ? Number(glued[1]) * 100 + Number(glued[2]) : undefined)
  if (cents !== lineTotal(last) || row.index - last.rowIndex > 2) return false
  const units = Number(m[1])
  if (last.quantity === 1 && units >= 2 && cents % units === 0 && cents / units >= MIN_UNIT_CENTS) {
    last.quantity = units
    last.unitCents = cents / units
  }
  return true
}

/**
 * A negative row among the items (a coupon, card savings, a comp or a void under a dish: "MFR COUPON 0.75-",
 * "COMP: Manager -14.00") is taken off the item above it, so each item is what it cost; an item brought to
 * nothing (comped, voided) is no longer on the bill.
 */
function takeOff(items: ItemLine[], last: ItemLine, cents: number) {
  const total = lineTotal(last) + cents
  if (total === 0) {
    items.pop()
    return
  }
  const keepUnits = last.quantity > 1 && total % last.quantity === 0
  last.unitCents = keepUnits ? total / last.quantity : total
  if (!keepUnits) last.quantity = 1
}

/** A count line ("*TOTAL QTY: 4.00 8.20", "ITEM COUNT 12"): the amount beside the count is the bill's, not an item's. */
const COUNT_LINE = /\btotal\b.*\b(qty|quantity|items?|pcs)\b|\b(item|qty) ?count\b/i

function isSummary(row: RowInfo) {
  return (
    row.roles.has('subtotal') ||
    row.roles.has('tax') ||
    row.roles.has('total') ||
    row.roles.has('tip') ||
    COUNT_LINE.test(row.label)
  )
}

function itemFromRow(label: string, fragments: string[], row: RowInfo, priceCents: number): ItemLine {
  let cents = row.roles.has('discount') && priceCents > 0 ? -priceCents : priceCents
  let quantity = 1
  let name = label
  const lead = /^\s*(\d{1,2})\s*(?:[xX×*]\s*)?(?=[A-Za-z>(#"'-]|\s)/.exec(label)
  const unit = row.amounts.find((a) => a.unitPrice)
  const column = fragments.slice(1).findIndex((f) => /^\d{1,2}$/.test(f.trim()))
  if (lead) {
    quantity = Number(lead[1])
    name = label.slice(lead[0].length)
  } else if (column >= 0) {
    quantity = Number(fragments[column + 1])
    name = label.replace(new RegExp(`\\s${fragments[column + 1]}(\\s|$)`), ' ')
  }
  const atQty = /(\d{1,2})\s*[@xX×*]\s*$/.exec(unit ? row.text.slice(0, unit.start) : '')
  if (unit && atQty && Number(atQty[1]) * unit.cents === cents) {
    // "9oz Buca Chianti (2@14.00)  28.00", "2 @ 22.95  45.90" or "3x22,82  68,46".
    // A leading number that is not this quantity belongs to the name ("9oz").
    if (lead && Number(lead[1]) !== Number(atQty[1])) name = label
    quantity = Number(atQty[1])
    name = name.replace(/\(?\s*\d{1,2}\s*[@xX×*]\s*\)?/, ' ')
  } else if (row.amounts.length >= 2 && quantity === 1) {
    // "Bottled Water  2.00  4.00" with the quantity misread: total = k × unit.
    const first = row.amounts.at(-2)?.cents ?? 0
    if (first > 0 && cents % first === 0 && cents / first >= 2 && cents / first <= MAX_QUANTITY) {
      quantity = cents / first
    }
  }
  const splittable =
    quantity >= 2 && quantity <= MAX_QUANTITY && cents % quantity === 0 && Math.abs(cents / quantity) >= MIN_UNIT_CENTS
  if (!splittable) {
    // Not a quantity after all ("40 Boneless Wings"): keep the number in the name.
    if (quantity > 1 && lead) name = label
    quantity = 1
  } else cents = cents / quantity
  return { name: cleanName(name), unitCents: cents, quantity, rowIndex: row.index }
}

function cleanName(raw: string): string {
  const name = unglue(
    raw
      // A modifier after a run of stars ("Chole Samosa *** TO GO") is not the dish's name.
      .replace(/\s*\*{2,}.*$/, '')
      // Item codes: a number with a dash or bracket before the name ("19-", "102)"), a long code (UPC/SKU)
      // at either end, and currency marks the price left behind.
      .replace(/^\s*#?\d{1,6}\s*[-)]\s*(?=[A-Za-z])/, '')
      .replace(/^\s*\d{5,}\s+|\s+\d{5,}\s*$/g, '')
      // ... also when OCR glues it to the name ("DISHSOAP370909447949"): no name ends or starts in six digits.
      .replace(/(?<=[A-Za-z])\d{6,}\s*$|^\s*\d{6,}(?=[A-Za-z])/g, '')
      .replace(/(^|\s)(RM|EUR|USD|GBP|SGD|Rp)\s*$/, '')
      .replace(/^[\s>*#.:;,!|-]+/, '')
      .replace(/[\s$@*:;,|+-]+$/, '')
      .replace(/\s+[A-Z]$/, ''), // tax flags "T", "F"
  )
  return hasLetters(name, 1) ? name : 'Item'
}

export function expandItems(items: ItemLine[]): { name: string; priceCents: number }[] {
  return items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({ name: item.name, priceCents: item.unitCents })),
  )
}
