// The SROIE line set (tests/receipt-sets/sroie): reading its key fields into numbers, its split,
// and turning its transcribed lines into what the OCR engine hands the parser.
import type { OcrLine } from '../../src/domain/receipt/ocr-line'

export type Split = 'dev' | 'held-out'

export interface LineSetReceipt {
  id: string
  size?: [number, number]
  printed: { total: string; date: string }
  expected: { total: number; date: string }
  /** [x0, y0, x1, y1, text] as transcribed, in the source's order. */
  lines: [number, number, number, number, string][]
}

/** "RM 13.30", "$8.20", "1,060.00" -> cents; null when it is not an amount. */
export function totalCents(printed: string): number | null {
  const m = printed.replace(/,/g, '').match(/\d+(?:\.\d{1,2})?/)
  return m ? Math.round(Number(m[0]) * 100) : null
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/**
 * The annotated date as ISO, read day first as receipts in Malaysia print it: "09/01/2019",
 * "4/02/2017", "20/06/18", "11.02.18", "07-06-16", "02 APR 2018", "14/JUN/2017", "20180428", "25032018", and
 * year first where the annotation starts with a four-digit year ("2016-07-31").
 * '' when it cannot be read.
 */
export function readDayFirst(printed: string): string {
  const text = printed.trim().toUpperCase()
  const iso = (y: number, m: number, d: number) =>
    m >= 1 && m <= 12 && d >= 1 && d <= 31
      ? `${y < 100 ? 2000 + y : y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
      : ''
  // Eight digits: "20180428" (year first) or "25032018" (day first).
  const compact = text.match(/^(\d\d)(\d\d)(\d\d)(\d\d)$/)
  if (compact) {
    const [a, b, c, d] = compact.slice(1).map(Number) as [number, number, number, number]
    return iso(a * 100 + b, c, d) || iso(c * 100 + d, b, a)
  }
  const yearFirst = text.match(/^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/)
  if (yearFirst) return iso(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]))
  const numeric = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/)
  if (numeric) return iso(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]))
  const named = text.match(/^(\d{1,2})[\s/-]*([A-Z]{3})[A-Z]*[\s/-]*(\d{2}|\d{4})$/)
  if (named) return iso(Number(named[3]), MONTHS.indexOf(named[2] as string) + 1, Number(named[1]))
  return ''
}

/**
 * A hash of the id (FNV-1a, then murmur's final mix so the low bit depends on every character): the
 * same receipt lands in the same half on every machine, whatever the parser does.
 */
export function splitOf(id: string): Split {
  let h = 0x811c9dc5
  for (const c of id) {
    h ^= c.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b) >>> 0
  h ^= h >>> 13
  return h % 2 === 0 ? 'dev' : 'held-out'
}

/** The transcription as OCR lines, in the order the OCR engine hands them over (top to bottom, then left). */
export function asOcrLines(receipt: LineSetReceipt): OcrLine[] {
  return receipt.lines
    .map(([x0, y0, x1, y1, text]) => ({ text, confidence: 1, box: { x0, y0, x1, y1 } }))
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0)
}

export interface ManifestLine {
  id: string
  file: string
  split: Split
}

/**
 * The set's manifest after an import: receipts already in the set keep their place, and the imported
 * ones follow in their source order (one imported again replaces its old line where it stood), so a
 * batch can be added without the source file of the earlier imports.
 */
export function mergeManifest(existing: ManifestLine[], imported: ManifestLine[]): ManifestLine[] {
  const byId = new Map(imported.map((m) => [m.id, m]))
  const kept = existing.map((m) => byId.get(m.id) ?? m)
  const known = new Set(existing.map((m) => m.id))
  return [...kept, ...imported.filter((m) => !known.has(m.id))]
}
