import { useState } from 'react'

/**
 * `items` in the order of `ids`; any not in it (added since) first or last, in their own order. Lists
 * that sort by state (requests first, unclaimed first) sort once, as they open, and then keep that order:
 * a claim, an approval or anyone's live change never moves a row under the finger about to tap it.
 */
export function inOrder<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
  added: 'first' | 'last',
) {
  const rank = new Map(ids.map((id, n) => [id, n]))
  const unknown = added === 'first' ? -1 : ids.length
  const at = (item: T) => rank.get(item.id) ?? unknown
  return [...items].sort((a, b) => at(a) - at(b))
}

/** `sorted` as it was on the first render, then kept (see inOrder). */
export function useOrderAsOpened<T extends { id: string }>(
  items: readonly T[],
  sort: (items: readonly T[]) => T[],
  added: 'first' | 'last',
) {
  const [opened] = useState(() => sort(items).map((i) => i.id))
  return inOrder(items, opened, added)
}
