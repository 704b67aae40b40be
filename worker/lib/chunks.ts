/** D1 binds at most 100 parameters per statement; lists from a request are cut to this size (leaving
 * room for the statement's other parameters) and the pieces run as separate statements of one batch. */
const MAX_LIST_PARAMS = 90

export function chunks<T>(list: readonly T[], size = MAX_LIST_PARAMS): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}
