import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageCount, pagerEntries } from '@/domain/pager'

describe('pageCount', () => {
  it.each([
    [0, 8, 0],
    [1, 8, 1],
    [8, 8, 1],
    [9, 8, 2],
    [17, 8, 3],
    [-3, 8, 0],
  ])('%i rows at %i per page -> %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })
})

describe('pagerEntries', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 'ellipsis', 5]],
    [5, 5, [1, 'ellipsis', 4, 5]],
    // A hidden run of a single page shows the page rather than an ellipsis.
    [3, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [10, 10, [1, 'ellipsis', 9, 10]],
    // Out-of-range pages clamp to the nearest real page.
    [99, 4, [1, 2, 3, 4]],
    [0, 6, [1, 2, 'ellipsis', 6]],
  ] as const)('page %i of %i', (current, pages, expected) => {
    expect(pagerEntries(current, pages)).toEqual(expected)
  })

  it('always holds first, last, current and neighbours in order, never two ellipses in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const pages = Math.max(a, b)
        const current = Math.min(a, b)
        const entries = pagerEntries(current, pages)
        const numbers = entries.filter((e): e is number => e !== 'ellipsis')
        for (const must of [1, pages, current, current - 1, current + 1]) {
          if (must >= 1 && must <= pages) expect(numbers).toContain(must)
        }
        expect(numbers).toEqual([...numbers].sort((x, y) => x - y))
        expect(new Set(numbers).size).toBe(numbers.length)
        entries.forEach((e, i) => {
          if (e === 'ellipsis') {
            expect(entries[i + 1]).not.toBe('ellipsis')
            // An ellipsis stands for at least two hidden pages.
            expect((entries[i + 1] as number) - (entries[i - 1] as number)).toBeGreaterThan(2)
          }
        })
        expect(entries.length).toBeLessThanOrEqual(7)
      }),
    )
  })
})
