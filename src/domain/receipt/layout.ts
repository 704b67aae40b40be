// Groups OCR fragments into printed rows. On a receipt the item name sits at
// the left and its price at the right, often detected as separate fragments;
// photos are tilted, so rows are found in a frame rotated by the median text angle.
import { findAmounts, stripAmounts } from './amounts'
import { hasLetters } from './keywords'
import type { OcrLine } from './ocr-line'

export interface Row {
  /** Fragments left to right, joined by single spaces. */
  text: string
  fragments: OcrLine[]
  /** Centre line and height in the deskewed frame. */
  y: number
  height: number
  x0: number
  x1: number
  /** Every fragment at the receipt's slant (not a logo, a stamp or another paper). */
  clear: boolean
}

interface Placed {
  line: OcrLine
  x0: number
  x1: number
  y0: number
  y1: number
}

function estimateSkew(lines: OcrLine[]): number {
  // Long fragments give a reliable direction; short ones ("3.00") do not.
  const angles = lines
    .filter((l) => l.angle !== undefined && l.box.x1 - l.box.x0 > 3 * (l.box.y1 - l.box.y0))
    .map((l) => l.angle as number)
    .sort((a, b) => a - b)
  if (angles.length === 0) return 0
  return angles[Math.floor(angles.length / 2)] as number
}

/**
 * Text from another paper in the photo (a menu, a second receipt) is dropped before rows are built:
 * - anything that starts right of the price column ("There's" after "Iced Tea  3.29", "Again." beside
 *   the merchant): nothing on a receipt is printed right of its prices;
 * - text at a different slant than the receipt's that lies outside the band its aligned text covers
 *   ("Peason #23" left of the item names). Both tests must hold, so a receipt word with a noisy angle
 *   inside the receipt ("Tax") stays, and lines without angles are untouched.
 * Slack is half a character, from the aligned text's median character width.
 */
const OFF_ANGLE = 0.08 // radians (about 4.5°): receipt text varies less than this from its median slant
function onTheReceipt(placed: Placed[], skew: number): Placed[] {
  const aligned = placed.filter((p) => isAligned(p.line, skew))
  if (aligned.length === 0) return placed
  const slack = median(aligned.map((p) => (p.x1 - p.x0) / Math.max(1, p.line.text.length))) / 2
  const prices = aligned.filter((p) => isPrice(p.line.text))
  const priceRight = prices.length >= 2 ? Math.max(...prices.map((p) => p.x1)) : Number.POSITIVE_INFINITY
  const left = Math.min(...aligned.map((p) => p.x0))
  const right = Math.max(...aligned.map((p) => p.x1))
  return placed.filter(
    (p) => p.x0 < priceRight + slack && (aligned.includes(p) || (p.x1 > left - slack && p.x0 < right + slack)),
  )
}

function isAligned(line: OcrLine, skew: number): boolean {
  return line.angle === undefined || Math.abs(line.angle - skew) <= OFF_ANGLE
}

/** A fragment that is a money amount and nothing else ("$4.00", "28.00"). */
function isPrice(text: string): boolean {
  const amounts = findAmounts(text)
  return amounts.length === 1 && !hasLetters(stripAmounts(text, amounts), 1)
}

/**
 * Rows at the slant that pairs the most fragments. The median slant of the text is where the search starts:
 * paper curled or photographed at an angle slants more at one end (0.05 rad at the top, 0.11 at the foot),
 * and a price column read at the median slant can sit half a row off its names. Turning a little either way
 * and keeping the turn that leaves the fewest rows pairs them again: fragments that overlap sideways never
 * share a row, so fewer rows means more names met their prices, never two names merged. Ties keep the
 * smaller turn.
 */
export function groupRows(lines: OcrLine[]): Row[] {
  const skew = estimateSkew(lines)
  let best = rowsAt(lines, skew, skew)
  for (const turn of [0.01, -0.01, 0.02, -0.02, 0.03, -0.03]) {
    const rows = rowsAt(lines, skew, skew + turn)
    if (rows.length < best.length) best = rows
  }
  return best
}

function rowsAt(lines: OcrLine[], skew: number, rotation: number): Row[] {
  const cos = Math.cos(rotation)
  const sin = Math.sin(rotation)
  const all: Placed[] = lines.map((line) => {
    const cx = (line.box.x0 + line.box.x1) / 2
    const cy = (line.box.y0 + line.box.y1) / 2
    // Rotate the centre by -skew; the box's own height shrinks by the tilt's
    // contribution of its width, which approximates the upright text height.
    const rx = cx * cos + cy * sin
    const ry = -cx * sin + cy * cos
    const w = line.box.x1 - line.box.x0
    const h = Math.max(4, line.box.y1 - line.box.y0 - Math.abs(sin) * w)
    const rw = Math.max(4, w - Math.abs(sin) * h)
    return { line, x0: rx - rw / 2, x1: rx + rw / 2, y0: ry - h / 2, y1: ry + h / 2 }
  })
  const placed = onTheReceipt(all, skew)
  placed.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1))

  const rows: Placed[][] = []
  for (const p of placed) {
    let best: Placed[] | undefined
    let bestOverlap = 0
    // Only recent rows can overlap vertically: look back a few.
    for (let r = rows.length - 1; r >= Math.max(0, rows.length - 6); r--) {
      const row = rows[r] as Placed[]
      if (row.some((q) => horizontalOverlap(p, q) > 0.3 * Math.min(p.x1 - p.x0, q.x1 - q.x0))) continue
      const overlap = verticalOverlapRatio(p, row)
      if (overlap > bestOverlap) {
        bestOverlap = overlap
        best = row
      }
    }
    if (best && bestOverlap >= 0.5) best.push(p)
    else rows.push([p])
  }

  return rows
    .map((row) => {
      row.sort((a, b) => a.x0 - b.x0)
      const y0 = median(row.map((p) => p.y0))
      const y1 = median(row.map((p) => p.y1))
      return {
        text: row.map((p) => p.line.text).join(' '),
        fragments: row.map((p) => p.line),
        y: (y0 + y1) / 2,
        height: y1 - y0,
        x0: Math.min(...row.map((p) => p.x0)),
        x1: Math.max(...row.map((p) => p.x1)),
        clear: row.every((p) => isAligned(p.line, skew)),
      }
    })
    .sort((a, b) => a.y - b.y)
}

function horizontalOverlap(a: Placed, b: Placed) {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)
}

function verticalOverlapRatio(p: Placed, row: Placed[]) {
  const y0 = median(row.map((q) => q.y0))
  const y1 = median(row.map((q) => q.y1))
  const overlap = Math.min(p.y1, y1) - Math.max(p.y0, y0)
  return overlap / Math.min(p.y1 - p.y0, y1 - y0)
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}
