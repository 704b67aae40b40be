import { describe, expect, it } from 'vitest'
import { inOrder } from '../../src/components/items/stable-order'

// Issue 46: a claimed item jumped to the end of the list under the finger. Lists keep the order they opened with.
const ids = (list: { id: string }[]) => list.map((i) => i.id)

describe('a list keeps the order it opened with', () => {
  it('a changed item stays in its place', () => {
    const now = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(ids(inOrder(now, ['c', 'a', 'b'], 'last'))).toEqual(['c', 'a', 'b'])
  })

  it('items added since go first or last, in their own order; gone ones are gone', () => {
    const now = [{ id: 'n2' }, { id: 'n1' }, { id: 'a' }, { id: 'c' }]
    expect(ids(inOrder(now, ['c', 'b', 'a'], 'first'))).toEqual(['n2', 'n1', 'c', 'a'])
    expect(ids(inOrder(now, ['c', 'b', 'a'], 'last'))).toEqual(['c', 'a', 'n2', 'n1'])
  })
})
