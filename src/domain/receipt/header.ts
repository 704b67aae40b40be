// The merchant block at the top of a receipt: name, street, city, state, zip.
// Best effort: US layout "NAME / 123 Main St / City, ST 12345", OCR-glued words.

import { findAmounts } from './amounts'

const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  )
const STATE_NAMES: Record<string, string> = {
  california: 'CA',
  texas: 'TX',
  hawaii: 'HI',
  florida: 'FL',
  'new york': 'NY',
  illinois: 'IL',
  washington: 'WA',
  nevada: 'NV',
  arizona: 'AZ',
  oregon: 'OR',
  georgia: 'GA',
  ohio: 'OH',
}

const STREET_WORDS =
  /\b(st|street|ave|avenue|av|blvd|boulevard|rd|road|hwy|highway|dr|drive|ln|lane|way|pkwy|parkway|tpke|turnpike|plaza|pl|place|ct|court|cir|circle|sq|square|suite|ste|expressway|expy|broadway|brdy|pike|row|terrace|ter|trail|center|ctr|mall)\b\.?/i

export interface Address {
  street: string
  city: string
  state: string
  zip: string
}

export interface Header extends Address {
  location_name: string
}

function stateCode(raw: string): string | null {
  const up = raw.toUpperCase().replace(/0/g, 'O').replace(/1/g, 'I')
  if (STATES.includes(up)) return up
  return STATE_NAMES[raw.toLowerCase()] ?? null
}

/** OCR reads o as 0 and l as 1 inside words: "Montebe11o", "MAYW00D", "B1vd". */
function fixDigitsInWords(text: string): string {
  return text.replace(/(?<=[A-Za-z])[01]+(?=[A-Za-z])|\b[01](?=[A-Za-z]{2,})/g, (run, offset: number) => {
    const around = text.slice(Math.max(0, offset - 1), offset + run.length + 1)
    const upper = around === around.toUpperCase()
    return run.replace(/0/g, upper ? 'O' : 'o').replace(/1/g, upper ? 'I' : 'l')
  })
}

/** Insert spaces OCR dropped: "2501ColoradoAve" -> "2501 Colorado Ave"; fix 0/1 inside words. */
export function unglue(text: string): string {
  return fixDigitsInWords(text)
    .replace(/^(\d+)(?=[A-Za-z]{3})/, '$1 ')
    .replace(/\b\S{9,}\b/g, (w) => w.replace(/([a-z])([A-Z])/g, '$1 $2'))
    .replace(/,(?=\S)/g, ', ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** "City, ST 12345" (zip optional when a comma separates city and state). */
function parseCityLine(text: string): { city: string; state: string; zip: string } | null {
  for (const z of text.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)) {
    const before = text.slice(0, z.index).replace(/[\s,.]+$/, '')
    const token = /(?:^|[^A-Za-z])([A-Za-z0-9]{2})$/.exec(before) ?? /([A-Za-z]{4,}(?: [A-Za-z]+)?)$/.exec(before)
    if (!token) continue
    const state = stateCode(token[1] as string) ?? stateCode((token[1] as string).split(' ').at(-1) as string)
    if (!state) continue
    const cityText = before.slice(0, before.length - (token[1] as string).length)
    return { city: cleanCity(cityText), state, zip: z[1] as string }
  }
  const noZip = /([A-Za-z][A-Za-z .'-]*?)\s*,\s*([A-Za-z]{2})\.?\s*$/.exec(text)
  if (noZip) {
    const state = stateCode(noZip[2] as string)
    if (state) return { city: cleanCity(noZip[1] as string), state, zip: '' }
  }
  return null
}

function cleanCity(raw: string): string {
  const city = unglue(raw.replace(/[\s,.]+$/, '').replace(/^[\s,.]+/, ''))
  // Printers and OCR drop the space of a two-word name that is also a state's: "NEWYORK".
  const spaced = Object.keys(STATE_NAMES).find((n) => n.includes(' ') && n.replace(/ /g, '') === city.toLowerCase())
  if (!spaced) return city
  const titled = spaced.replace(/\b[a-z]/g, (c) => c.toUpperCase())
  return city === city.toUpperCase() ? titled.toUpperCase() : titled
}

function isStreet(text: string): boolean {
  return /^\d+[A-Za-z]?\b|^\d+[A-Za-z]/.test(text.trim()) && STREET_WORDS.test(text.replace(/(\d)([A-Za-z])/g, '$1 $2'))
}

/**
 * A business name's shape, whatever the words: not a field ("NAME:CHARES", "Server: Molly"), not a
 * sentence ("ifyou'd like one printed for your", "Again."), not an address ("223 Neuport Bye",
 * "4327N.Expressway 77/83"), a priced line or a phone number, and mostly letters.
 */
function looksLikeName(text: string): boolean {
  const letters = text.match(/[A-Za-z]/g)?.length ?? 0
  if (letters < 3 || text.trim().split(/\s+/).length > 6) return false
  if (text.includes(':') || /^[^A-Za-z]*[a-z]/.test(text) || /[a-z]{4,}[.!?]$/.test(text.trim())) return false
  if (isStreet(text) || /^\s*\d{3,}\s*[A-Za-z]/.test(text) || findAmounts(text).length > 0) return false
  if (
    /^(welcome|receipt|purchase|sale|order|table|server|guest|tel|phone|www|http)/i.test(text.replace(/[^A-Za-z]/g, ''))
  )
    return false
  if (/\d{3}[-) ]\d{3}-?\d{4}/.test(text)) return false
  return letters >= text.replace(/\s/g, '').length / 2
}

/**
 * rows and heights: the receipt's rows from the top; clear: whether a row is printed at the
 * receipt's slant. A logo or a stray word ("INSE", "Fao") is not taken as the name.
 */
export function extractHeader(rows: string[], heights: number[], clear?: boolean[]): Header {
  const top = rows.slice(0, Math.min(rows.length, 12))
  const header: Header = { location_name: '', street: '', city: '', state: '', zip: '' }
  let addressRow = -1
  for (let i = 0; i < top.length; i++) {
    const city = parseCityLine(top[i] as string)
    if (!city) continue
    header.city = city.city
    header.state = city.state
    header.zip = city.zip
    addressRow = i
    if (isStreet(top[i] as string)) {
      // "383Gellert Blvd.,Daly City,CA 94015" or "1717 DUTCH BRDY ELMONT,NY": split after the street word.
      const text = top[i] as string
      const words = [...text.matchAll(new RegExp(STREET_WORDS.source, 'gi'))]
      const last = words.at(-1)
      if (last && last.index !== undefined) {
        const cut = last.index + last[0].length
        header.street = unglue(text.slice(0, cut)).replace(/[\s,]+$/, '')
        header.city = parseCityLine(text.slice(cut))?.city ?? header.city
      }
    } else if (i > 0 && isStreet(top[i - 1] as string)) {
      header.street = unglue(top[i - 1] as string)
      addressRow = i - 1
    } else if (i > 0 && /^\d/.test((top[i - 1] as string).trim())) {
      header.street = unglue(top[i - 1] as string)
      addressRow = i - 1
    }
    break
  }
  if (addressRow < 0) {
    const streetRow = top.findIndex(isStreet)
    if (streetRow >= 0) {
      header.street = unglue(top[streetRow] as string)
      addressRow = streetRow
    }
  }
  // The name: the largest print above the address, else the first name-like row.
  const limit = addressRow >= 0 ? addressRow : Math.min(top.length, 4)
  let best = -1
  for (let i = 0; i < limit; i++) {
    if (clear?.[i] === false || !looksLikeName(top[i] as string)) continue
    if (best < 0 || (heights[i] ?? 0) > (heights[best] ?? 0) * 1.15) best = i
  }
  if (best >= 0) header.location_name = unglue(top[best] as string)
  return header
}

/**
 * A word whose case flips back and forth ("HoUSE", "sTaRbuCks"): OCR noise, not a printed name.
 * "McDonald", "MacArthur" and "iHOP" flip once or twice and are real.
 */
function garbled(text: string): boolean {
  return text
    .split(/\s+/)
    .some((w) => /[A-Z][a-z][A-Z]{2}/.test(w) || (w.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0) >= 4)
}

/**
 * Whether the place read is whole and clean enough to offer ticked: a city line with a state (so the
 * address was understood), a street or a name beside it, and no garbled word in any of them.
 */
export function headerIsSure(h: Header): boolean {
  if (!h.city || !h.state) return false
  if (!h.street && !h.location_name) return false
  const parts = [h.location_name, h.street, h.city]
  // Garbled case, or words glued into one long run ("CAFEPARISIENLARCHMONTLLC").
  if (parts.some(garbled) || parts.some((p) => /[A-Za-z]{15,}/.test(p))) return false
  // A city is a few words of letters.
  if (!/^[A-Za-z][A-Za-z .'-]*$/.test(h.city) || h.city.split(' ').length > 4) return false
  return h.street === '' || isStreet(h.street)
}
