import * as z from 'zod'
import * as TEXT_RULES from '../../messages/text-rules'

// Every text field people type goes through these builders, in the browser's forms and in the worker's
// validators alike, so text is cleaned once, at the edge, the same way everywhere
// (docs/decisions/008-input-normalisation-and-limits.md).

// Lone surrogates are not text: they cannot be stored or shown faithfully, so they are refused, not fixed.
const LONE_SURROGATE = /\p{Cs}/u
// Bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) can make a name read as
// something else ("Trojan Source"); zero-width spaces, word joiners and BOMs only hide text. Removed.
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/g
// C0/C1 controls other than tab and newline are removed everywhere; tab and newline are kept in
// multi-line fields (a description's line breaks) and become spaces in single-line ones.
const CONTROL = /(?![\t\n])\p{Cc}/gu
const LINE_BREAKS = /\r\n?|\u2028|\u2029/g
const TAB_OR_NEWLINE = /[\t\n]/g
// What stays invisible after cleaning (ZWJ/ZWNJ, which emoji and some scripts need, variation
// selectors, soft hyphens...): allowed inside text, but text made only of them counts as blank.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\s]/gu

export const INVALID_TEXT_MESSAGE = TEXT_RULES.invalid

/** True when nothing visible is left (spaces and invisible characters only). */
export const isBlank = (value: string) => value.replace(INVISIBLE, '') === ''

/** NFC, no control characters, no bidi overrides or zero-width spaces; `multiline` keeps line breaks.
 * Text with nothing visible left becomes '', so a required field refuses it as missing. */
export function cleanText(value: string, multiline = false): string {
  // NFC last: removing a hidden character can bring a letter and its accent together.
  const text = value.replace(LINE_BREAKS, '\n').replace(CONTROL, '').replace(HIDDEN, '').normalize('NFC')
  if (isBlank(text)) return ''
  return multiline ? text : text.replace(TAB_OR_NEWLINE, ' ')
}

type TextOptions = {
  /** Longest allowed text, after cleaning and trimming. */
  max: number
  /** Field label, for the default messages ('Event Title must be at most 120 characters'). */
  label: string
  /** Set for required fields: the message for missing or blank text. */
  required?: string
  /** Overrides the default too-long message. */
  maxMessage?: string
  /** Keep line breaks (descriptions). */
  multiline?: boolean
}

/**
 * A text field: refuses lone surrogates, cleans (see `cleanText`), trims, then checks the length and,
 * for required fields, that something is left. Returns a plain `ZodString`, so callers chain
 * `.optional()`, `.regex()`... as usual and the OpenAPI document still says "string, maxLength n".
 */
export function text({ max, label, required, maxMessage, multiline = false }: TextOptions) {
  const base = z
    .string()
    .refine((s) => !LONE_SURROGATE.test(s), { message: INVALID_TEXT_MESSAGE, abort: true })
    .overwrite((s) => cleanText(s, multiline))
    .trim()
    .max(max, maxMessage ?? TEXT_RULES.tooLong(label, max))
  return required ? base.min(1, required) : base
}
