// Which page buttons a pager shows (dashboard events, admin lists): always the first and last page, the current page
// and its neighbours, with an ellipsis for every hidden run. A hidden run of exactly one page shows that
// page instead: '…' would take the same room and hide a page for nothing.

export type PagerEntry = number | 'ellipsis'

/** Number of pages for `total` rows at `pageSize` per page (0 rows -> 0 pages). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 0
  return Math.ceil(total / pageSize)
}

/** Page numbers (1-based) and ellipses for a pager, e.g. (5, 10) -> [1, '…', 4, 5, 6, '…', 10]. */
export function pagerEntries(current: number, pages: number, neighbours = 1): PagerEntry[] {
  if (pages <= 0) return []
  // A page out of range (an old bookmark) still gets a sensible pager around the nearest real page.
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pages)
  const shown = new Set<number>([1, pages])
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= pages) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const out: PagerEntry[] = []
  let previous = 0
  for (const p of sorted) {
    const gap = p - previous - 1
    if (gap === 1) out.push(previous + 1)
    else if (gap > 1) out.push('ellipsis')
    out.push(p)
    previous = p
  }
  return out
}
