// @mentions in event chat: the menu that opens on '@', and the highlighting of stored mentions.
// Mentions are stored as user ids; in the text they read as @username.

export type Mentionable = { id: string; username: string; firstName: string | null }

/** The word being typed after an '@' just before the caret, or null when the caret is not in one. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret)
  const match = /(^|\s)@([\p{L}\p{N}_.-]*)$/u.exec(before)
  if (!match) return null
  const query = match[2] ?? ''
  return { start: caret - query.length - 1, query }
}

/** People whose username or first name starts with (or contains) the query; starts-with first. */
export function filterMentionable(people: Mentionable[], query: string, limit = 6): Mentionable[] {
  const q = query.toLowerCase()
  const names = (p: Mentionable) => [p.username.toLowerCase(), (p.firstName ?? '').toLowerCase()]
  const starts = people.filter((p) => names(p).some((n) => n.startsWith(q)))
  const contains = people.filter((p) => !starts.includes(p) && names(p).some((n) => n.includes(q)))
  return [...starts, ...contains].slice(0, limit)
}

/** The text with `@query` replaced by `@username ` and where the caret goes after it. */
export function insertMention(text: string, start: number, caret: number, username: string) {
  const inserted = `@${username} `
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length }
}

/** The picked people still mentioned in the text when it is sent (a deleted @name is no mention). */
export function mentionsIn(text: string, picked: Mentionable[]): string[] {
  return [
    ...new Set(
      picked.filter((p) => new RegExp(`@${escapeRe(p.username)}(?![\\p{L}\\p{N}_])`, 'u').test(text)).map((p) => p.id),
    ),
  ]
}

export type Segment = { text: string; mention: boolean }

/** Splits a comment into plain text and the @username of people it mentions, for highlighting. */
export function mentionSegments(content: string, usernames: string[]): Segment[] {
  if (usernames.length === 0) return [{ text: content, mention: false }]
  const sorted = [...usernames].sort((a, b) => b.length - a.length).map(escapeRe)
  const re = new RegExp(`@(?:${sorted.join('|')})(?![\\p{L}\\p{N}_])`, 'giu')
  const out: Segment[] = []
  let last = 0
  for (const m of content.matchAll(re)) {
    const at = m.index ?? 0
    if (at > last) out.push({ text: content.slice(last, at), mention: false })
    out.push({ text: m[0], mention: true })
    last = at + m[0].length
  }
  if (last < content.length) out.push({ text: content.slice(last), mention: false })
  return out
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
