import type { EventLiveMessage, LivePerson } from './live'

// What a browser needs from the event room before any frame that carries event data: the timings, the
// reconnect wait, and a check of the frames that arrive the moment a page opens (hello, presence) or
// while someone types. No zod here (decision 026): the full union (src/domain/live.ts) loads with the first
// frame that carries data. tests/unit/live-ephemeral.test.ts holds this check to the union's answers.

/** Timings: the typing indicator clears 3 s after the last keystroke (a stopped typist is not "typing"). */
export const TYPING_CLEAR_MS = 3000
/** A browser sends at most one typing frame per this long; the room drops faster ones per socket. */
export const TYPING_SEND_EVERY_MS = 1000
export const TYPING_MIN_GAP_MS = 800

/** Reconnect wait: exponential backoff (0.5 s doubling to 30 s) with jitter in its upper half, so a
 * room that restarts is not hit by every browser at once. */
export function reconnectDelay(attempt: number, random = Math.random()) {
  const ceiling = Math.min(30_000, 500 * 2 ** attempt)
  return Math.round(ceiling / 2 + (random * ceiling) / 2)
}

export type EphemeralFrame = Extract<EventLiveMessage, { type: 'hello' | 'presence' | 'typing' | 'stop_typing' }>

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const isPerson = (v: unknown): v is LivePerson =>
  isObject(v) &&
  typeof v.id === 'string' &&
  typeof v.username === 'string' &&
  (v.firstName === null || typeof v.firstName === 'string')
// Only the fields the union keeps (zod objects strip unknown keys).
const person = (p: LivePerson): LivePerson => ({ id: p.id, username: p.username, firstName: p.firstName })

const isVersion = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0

/** A hello, presence, typing or stop_typing frame, as the union would parse it; anything else is null. */
export function parseEphemeral(data: unknown): EphemeralFrame | null {
  if (typeof data !== 'string') return null
  let v: unknown
  try {
    v = JSON.parse(data)
  } catch {
    return null
  }
  if (!isObject(v)) return null
  if (v.type === 'hello' && isVersion(v.version) && (v.lastCommentId === null || typeof v.lastCommentId === 'string'))
    return { type: 'hello', version: v.version, lastCommentId: v.lastCommentId }
  if (v.type === 'presence' && Array.isArray(v.users) && v.users.every(isPerson))
    return { type: 'presence', users: v.users.map(person) }
  if (v.type === 'typing' && isPerson(v.user)) return { type: 'typing', user: person(v.user) }
  if (v.type === 'stop_typing' && typeof v.userId === 'string') return { type: 'stop_typing', userId: v.userId }
  return null
}
