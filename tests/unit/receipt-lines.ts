// Text rows laid out as an OCR engine returns them: one fragment per cell, 30 px per row, so the
// parser's rules can be tested on small synthetic receipts.
import type { OcrLine } from '@/domain/receipt/ocr-line'

export function lines(rows: string[][]): OcrLine[] {
  return rows.flatMap((cells, r) =>
    cells.map((text, c) => ({
      text,
      confidence: 0.99,
      box: { x0: 20 + c * 300, y0: 20 + r * 30, x1: 20 + c * 300 + 10 * text.length, y1: 44 + r * 30 },
      angle: 0,
    })),
  )
}
