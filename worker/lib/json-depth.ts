/** The deepest nesting of arrays and objects a JSON request body may have. */
const MAX_JSON_DEPTH = 64

/**
 * Whether `text`, read as JSON, nests arrays and objects deeper than `max`. One pass over the raw text
 * that skips strings (a '[' inside a string is text), run before anything parses it: a body nested
 * thousands of levels deep would overflow the stack of a recursive validator. Malformed JSON is not
 * its concern; the parser refuses that afterwards.
 */
export function nestedDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c)
        i++ // backslash: the next character is escaped
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) inString = true
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true
    } else if (ch === 0x5d || ch === 0x7d) depth--
  }
  return false
}
