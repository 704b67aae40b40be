import { EVENT_TITLE_MAX } from '@/domain/schemas/event'
import * as EVENTS from '@/messages/events-more'

export const TITLE_MAX = EVENT_TITLE_MAX

/**
 * The title box stops at TITLE_MAX characters (a longer paste is cut there); near the end it counts, and at
 * the end it says so, so a cut title never goes unnoticed.
 */
export function titleHint(title: string): string | undefined {
  if (title.length >= TITLE_MAX) return EVENTS.titleFull(TITLE_MAX)
  if (title.length >= TITLE_MAX - 20) return EVENTS.titleCount(title.length, TITLE_MAX)
  return undefined
}
