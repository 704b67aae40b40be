// A receipt row with what the parser needs to know about it: its money
// amounts, its words without the amounts and what those words say.
import {
  type Amount,
  type AmountStyle,
  findAmounts,
  findTrailingAmountLenient,
  findTrailingAmountWithoutPoint,
  stripAmounts,
} from './amounts'
import { hasLetters, labelRoles, normaliseLabel, type Role } from './keywords'
import type { Row } from './layout'

export interface RowInfo {
  index: number
  text: string
  /** Fragments as read, left to right (a lone "2" between name and price is a quantity column). */
  fragments: string[]
  amounts: Amount[]
  /** The row's text without its amounts. */
  label: string
  roles: Set<Role>
  y: number
  height: number
  /** Printed at the receipt's slant (see Row.clear). */
  clear: boolean
}

/** style: how this receipt writes amounts (two decimals, or whole units as in yen). */
export function analyseRows(rows: Row[], style: AmountStyle = 'decimal'): RowInfo[] {
  return rows.map((row, index) => {
    let amounts = findAmounts(row.text, style)
    let label = stripAmounts(row.text, amounts)
    let roles = labelRoles(label)
    const summary = roles.has('subtotal') || roles.has('tax') || roles.has('tip') || roles.has('total')
    if (amounts.length === 0 && summary && style === 'decimal') {
      amounts = findTrailingAmountLenient(row.text)
      if (amounts.length === 0) amounts = findTrailingAmountWithoutPoint(row.text)
      label = stripAmounts(row.text, amounts)
      roles = labelRoles(label)
    }
    return {
      index,
      text: row.text,
      fragments: row.fragments.map((f) => f.text),
      amounts,
      label,
      roles,
      y: row.y,
      height: row.height,
      clear: row.clear,
    }
  })
}

/** The amount a row stands for: its right-most one. */
export function rowAmount(row: RowInfo): Amount | undefined {
  return row.amounts.at(-1)
}

export function isLabelOnly(row: RowInfo): boolean {
  return row.amounts.length === 0 && hasLetters(row.label)
}

export function isAmountOnly(row: RowInfo): boolean {
  return row.amounts.length > 0 && !hasLetters(row.label)
}

/** Rows whose label is only a percentage ("15%  6.32") are tip suggestions. */
export function isPercentOnly(row: RowInfo): boolean {
  return /^\d+(\.\d+)? ?%$/.test(normaliseLabel(row.label))
}

/** Vertically adjacent rows (within about one and a half row heights). */
export function areAdjacent(a: RowInfo, b: RowInfo): boolean {
  return Math.abs(a.y - b.y) <= 1.6 * Math.max(a.height, b.height) && Math.abs(a.index - b.index) === 1
}
