import { EVENT_TITLE_MAX } from '@/domain/schemas/event'

export const TITLE_MAX = EVENT_TITLE_MAX

/**
 * The title box stops at TITLE_MAX characters (a longer paste is cut there); near the end it counts, and at
 * the end it says so, so a cut title never goes unnoticed.
 */
export function titleHint(title: string): string | undefined {
  if (title.length >= TITLE_MAX) return `${TITLE_MAX}/${TITLE_MAX}: a title is at most ${TITLE_MAX} characters`
  if (title.length >= TITLE_MAX - 20) return `${title.length}/${TITLE_MAX}`
  return undefined
}
