// The contract between an OCR engine and the receipt parser: one detected text
// fragment with its axis-aligned box in image pixels (y grows downwards).
// Kept in the domain so the parser never depends on a particular OCR library.
export interface OcrBox {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface OcrLine {
  text: string
  /** Mean character confidence in [0, 1]; 1 when unknown. */
  confidence: number
  box: OcrBox
  /** Direction of the text baseline in radians (0 = horizontal, positive = sloping down). */
  angle?: number
}
