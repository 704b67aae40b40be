// Greedy CTC decoding of a PP-OCR recognition output ([batch, steps, classes]).
// Class 0 is the CTC blank; class i maps to dictionary[i - 1].

export interface DecodedText {
  text: string
  confidence: number
}

/**
 * The recogniser's characters by class index minus one, from its dictionary file (one character per
 * line): the file's lines, then the space the model adds after them. Class 0 is the CTC blank.
 */
export function dictionaryClasses(dictionaryText: string): string[] {
  const lines = dictionaryText.replace(/\r/g, '').split('\n')
  if (lines.at(-1) === '') lines.pop() // the file's closing newline
  return [...lines, ' ']
}

/**
 * Restricting the arg-max to a whitelist (Latin letters, digits, punctuation)
 * keeps a Chinese+English model from answering with look-alike CJK glyphs on
 * US receipts, and is faster than scanning all 6,600 classes.
 */
export function allowedClassIndexes(dictionary: string[], allowed: (ch: string) => boolean): Int32Array {
  const idx = [0]
  dictionary.forEach((ch, i) => {
    if (allowed(ch)) idx.push(i + 1)
  })
  return Int32Array.from(idx)
}

export function isLatinReceiptChar(ch: string): boolean {
  // "¥" and the full-width "￥" mark yen prices; the dictionary has them (but no "€" or "£").
  return /^[\x20-\x7e]$/.test(ch) || '£€¢°•·–—‘’“”¥￥'.includes(ch)
}

export function decodeCtcBatch(
  data: Float32Array,
  batch: number,
  steps: number,
  classes: number,
  dictionary: string[],
  candidates: Int32Array,
): DecodedText[] {
  const out: DecodedText[] = []
  for (let b = 0; b < batch; b++) {
    let text = ''
    let confSum = 0
    let kept = 0
    let prev = -1
    for (let t = 0; t < steps; t++) {
      const base = (b * steps + t) * classes
      let bestIdx = 0
      let best = Number.NEGATIVE_INFINITY
      for (let k = 0; k < candidates.length; k++) {
        const c = candidates[k] as number
        const p = data[base + c] as number
        if (p > best) {
          best = p
          bestIdx = c
        }
      }
      if (bestIdx !== 0 && bestIdx !== prev) {
        const ch = dictionary[bestIdx - 1] ?? ''
        text += ch === '￥' ? '¥' : ch
        confSum += best
        kept++
      }
      prev = bestIdx
    }
    out.push({ text, confidence: kept === 0 ? 0 : confSum / kept })
  }
  return out
}
