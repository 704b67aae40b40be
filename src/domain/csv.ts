// CSV for the bill export (RFC 4180: comma separated, CRLF line ends, a field with a comma, quote,
// CR or LF wrapped in double quotes, quotes inside doubled). Spreadsheet apps run a cell that starts
// with = + - @ (or a tab or CR) as a formula, so such text cells get a leading ' (OWASP's advice).
// Money cells are numbers written as 12.34 (as many decimals as the currency has: 1200 for yen, 1.250 for
// dinars; the export's Currency column names it) and are never prefixed. The file starts with a UTF-8 BOM
// so Excel reads names like 'José' correctly (docs/decisions/015).
import { minorToDecimal } from './currency'

/** Text, an amount in minor units (`exponent` decimals: 2 when left out), or an empty cell. */
export type CsvCell = string | { cents: number; exponent?: number } | null

export const BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(cell: CsvCell): string {
  if (cell === null) return ''
  const text =
    typeof cell === 'string'
      ? FORMULA_START.test(cell)
        ? `'${cell}`
        : cell
      : minorToDecimal(cell.cents, cell.exponent ?? 2)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${BOM}${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`
}
